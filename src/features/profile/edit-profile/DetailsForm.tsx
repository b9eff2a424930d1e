import { useId, useMemo, useRef, useState } from 'react';
import { normalizePhone } from '../../../domain/format';
import { useRules } from '../../../domain/rules';
import { profileTexts } from '../../../i18n/catalogues';
import { useTexts } from '../../../i18n/texts';
import { notify } from '../../../state/notifications';
import type { User } from '../../../state/session';
import { Button } from '../../../ui/button/Button';
import { useCooldown } from '../../../ui/countdown/use-cooldown';
import { FormAlert } from '../../../ui/form/FormAlert';
import { PhoneInput } from '../../../ui/form/PhoneInput';
import { TextField } from '../../../ui/form/TextField';
import { nationalPart } from '../../../ui/form/phone-mask';
import { useForm } from '../../../ui/form/use-form';
import { useLeaveGuard } from '../../../ui/form/use-leave-guard';
import { concernsCode, useSaveDetails, useSendPhoneCode, type Details } from './api/mutations';
import { detailsSchema } from './profile.schema';
import { VerifyPhoneDialog } from './VerifyPhoneDialog';

type Owner = Pick<User, 'name' | 'surname' | 'email' | 'phone'>;

/**
 * Name, surname, email and phone. A new phone is saved only with the SMS code sent to it: the
 * form asks for a code, the verification dialog takes it, and the save carries it. Leaving it
 * changed and unsaved is asked about first.
 */
export function DetailsForm({ user }: { user: Owner }) {
  const t = useTexts(profileTexts).profile;
  const rules = useRules();
  const schema = useMemo(() => detailsSchema(rules), [rules]);
  const [awaitingCode, setAwaitingCode] = useState<Details | null>(null);
  const codeSentTo = useRef<string | null>(null);
  const saveDetails = useSaveDetails();
  const sendPhoneCode = useSendPhoneCode();
  const cooldown = useCooldown();
  const alertId = useId();

  async function save(details: Details, code?: string) {
    await saveDetails(details, code);
    notify('success', t.saved);
  }

  const form = useForm({
    schema,
    refusalWords: { phone_taken: t.phoneTaken },
    initialValues: { name: user.name, surname: user.surname, email: user.email ?? '', phone: nationalPart(user.phone) },
    async onSubmit(values) {
      const details: Details = { name: values.name, surname: values.surname, email: values.email || null };
      const phone = normalizePhone(values.phone) ?? values.phone;
      try {
        if (phone === user.phone) await save(details);
        else {
          // a code already sent to this number stands: the dialog opens again without another SMS (it can send one)
          if (codeSentTo.current !== phone) await sendPhoneCode(phone);
          codeSentTo.current = phone;
          setAwaitingCode({ ...details, phone });
        }
      } catch (error) {
        if (!cooldown.hold(error)) form.refuse(error);
      }
    },
  });

  useLeaveGuard(form.changed());

  /** Saves with the code; a refusal about the code is answered to the dialog, any other goes on the form. */
  async function confirm(code: string): Promise<unknown> {
    if (!awaitingCode) return undefined;
    try {
      await save(awaitingCode, code);
      setAwaitingCode(null);
    } catch (error) {
      if (concernsCode(error)) return error;
      // refused for another field (e.g. a taken email): that belongs on the form
      setAwaitingCode(null);
      form.refuse(error);
    }
    return undefined;
  }

  return (
    <section className="edit-profile__card" aria-labelledby="edit-profile-details">
      <h2 id="edit-profile-details" className="edit-profile__heading">
        {t.details}
      </h2>
      <form ref={form.form} className="edit-profile__form" noValidate>
        <TextField name="name" label={t.name} autoComplete="given-name" error={form.error('name')} />
        <TextField name="surname" label={t.surname} autoComplete="family-name" error={form.error('surname')} />
        <TextField name="email" type="email" label={t.email} autoComplete="email" optional error={form.error('email')} />
        <PhoneInput name="phone" label={t.phone} hint={t.phoneChangeNote} error={form.error('phone')} />
        <FormAlert id={alertId}>{cooldown.message}</FormAlert>
        <Button type="submit" className="edit-profile__submit" busy={form.submitting} waiting={cooldown.left > 0} aria-describedby={alertId}>
          {t.save}
        </Button>
      </form>
      <VerifyPhoneDialog phone={awaitingCode?.phone ?? null} onClose={() => setAwaitingCode(null)} onConfirm={confirm} />
    </section>
  );
}
