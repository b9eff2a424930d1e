import { useState } from 'react';
import { appTexts, profileTexts } from '../../../i18n/catalogues';
import { useTexts } from '../../../i18n/texts';
import { useSession } from '../../../state/session';
import { Button } from '../../../ui/button/Button';
import { Spinner } from '../../../ui/spinner/Spinner';
import { ProfileLayout } from '../layout/ProfileLayout';
import { ChangePasswordDialog } from './ChangePasswordDialog';
import { DetailsForm } from './DetailsForm';
import { PhotoSection } from './PhotoSection';
import './edit-profile.css';

/** Edit profile (§2 EditProfile): photo, personal details with phone verification, password. */
export function EditProfilePage() {
  const screens = useTexts(appTexts).screens;
  const t = useTexts(profileTexts).profile;
  const { user } = useSession();
  const [changingPassword, setChangingPassword] = useState(false);

  return (
    <ProfileLayout title={screens.EditProfile}>
      {!user ? (
        <Spinner />
      ) : (
        <div className="edit-profile">
          <PhotoSection user={user} />
          <DetailsForm user={user} />
          <section className="edit-profile__card" aria-labelledby="edit-profile-security">
            <h2 id="edit-profile-security" className="edit-profile__heading">
              {t.security}
            </h2>
            <p className="edit-profile__hint">{t.securityText}</p>
            <Button variant="secondary" className="edit-profile__action" onClick={() => setChangingPassword(true)}>
              {t.changePassword}
            </Button>
          </section>
        </div>
      )}
      <ChangePasswordDialog open={changingPassword} onClose={() => setChangingPassword(false)} />
    </ProfileLayout>
  );
}
