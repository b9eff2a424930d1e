import { useState } from 'react';
import { normalizePhone } from '../../../domain/format';
import { profileKa } from '../../../i18n/profile.ka';
import type { User } from '../../../state/session';
import { Button } from '../../../ui/button/Button';
import { PhoneInput } from '../../../ui/form/PhoneInput';
import { TextField } from '../../../ui/form/TextField';
import { nationalPart } from '../../../ui/form/phone-mask';
import { useForm } from '../../../ui/form/use-form';
import { showRefusal, type Refusal } from '../form-refusal';
import { detailsSchema } from './profile.schema';
import { concernsCode, saveDetails, sendPhoneCode, type Details } from './profile-api';
import { VerifyPhoneDialog } from './VerifyPhoneDialog';

type Owner = Pick<User, 'name' | 'surname' | 'email' | 'phone'>;

/**
 * Name, surname, email and phone. A new phone is saved only with the SMS code sent to it: the
 * form asks for a code, the verification dialog takes it, and the save carries it.
 */
export function DetailsForm({ user }: { user: Owner }) {
  const [awaitingCode, setAwaitingCode] = useState<Details | null>(null);
  const form = useForm({
    schema: detailsSchema,
    initialValues: { name: user.name, surname: user.surname, email: user.email ?? '', phone: nationalPart(user.phone) },
    async onSubmit(values) {
      const details: Details = { name: values.name, surname: values.surname, email: values.email || null };
      const phone = normalizePhone(values.phone) ?? values.phone;
      if (phone === user.phone) {
        showRefusal(form, (await saveDetails(details)).error);
        return;
      }
      const { data, error } = await sendPhoneCode(phone);
      if (data) setAwaitingCode({ ...details, phone });
      else showRefusal(form, error);
    },
  });

  async function confirm(code: string): Promise<Refusal> {
    if (!awaitingCode) return undefined;
    const { data, error } = await saveDetails(awaitingCode, code);
    if (data) setAwaitingCode(null);
    else if (concernsCode(error)) return error;
    else {
      // refused for another field (e.g. a taken email): that belongs on the form
      setAwaitingCode(null);
      showRefusal(form, error);
    }
    return undefined;
  }

  return (
    <section className="edit-profile__card" aria-labelledby="edit-profile-details">
      <h2 id="edit-profile-details" className="edit-profile__heading">
        {profileKa.profile.details}
      </h2>
      <form ref={form.form} className="edit-profile__form" noValidate>
        <TextField name="name" label={profileKa.profile.name} autoComplete="given-name" error={form.error('name')} />
        <TextField name="surname" label={profileKa.profile.surname} autoComplete="family-name" error={form.error('surname')} />
        <TextField name="email" type="email" label={profileKa.profile.email} autoComplete="email" optional error={form.error('email')} />
        <PhoneInput name="phone" label={profileKa.profile.phone} hint={profileKa.profile.phoneChangeNote} error={form.error('phone')} />
        <Button type="submit" className="edit-profile__submit" busy={form.submitting}>
          {profileKa.profile.save}
        </Button>
      </form>
      <VerifyPhoneDialog phone={awaitingCode?.phone ?? null} onClose={() => setAwaitingCode(null)} onConfirm={confirm} />
    </section>
  );
}
