import type { Profile } from '@artvoyage/contract';
import { budgetLevels, travelStyles } from '@artvoyage/contract/constants';
import * as Dialog from '@radix-ui/react-dialog';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/shared/auth/auth-context';
import { isProfileComplete } from '@/shared/gamification/profile-complete';
import { trackProfileCompleted } from '@/shared/gamification/track';
import { buttonClass } from '@/shared/ui/buttons';
import { dialogContentClass, dialogOverlayClass } from '@/shared/ui/dialog';
import { DialogCloseButton } from '@/shared/ui/DialogCloseButton';
import { SelectField, SubmitButton, TextAreaField, TextField } from '@/shared/ui/form';
import { showToast } from '@/shared/ui/toast-store';
import { DestinationEditor } from './DestinationEditor';
import { InterestPicker } from './InterestPicker';
import { LanguagePicker } from './LanguagePicker';
import { formFromProfile, type ProfileForm, refilledForm, toProfileUpdate } from './profile-form';

/** Edit profile: name, bio, languages, favourite destinations, the 15 interests, budget and style. */
export function EditProfileDialog(props: {
  profile: Profile;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const auth = useAuth();
  const queryClient = useQueryClient();
  const id = useId();
  const [form, setForm] = useState<ProfileForm>(() => formFromProfile(props.profile));
  const [source, setSource] = useState(props.profile);
  const [saving, setSaving] = useState(false);

  // The form is re-filled whenever the profile changes, but not over the visitor's typing.
  if (source !== props.profile) {
    setSource(props.profile);
    setForm(refilledForm(form, source, props.profile, props.open));
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!form.fullName.trim()) {
      showToast({
        title: t('profile.editDialog.errorTitle'),
        description: t('profile.editDialog.nameRequired'),
        variant: 'destructive',
      });
      return;
    }
    setSaving(true);
    try {
      const update = toProfileUpdate(form);
      await auth.updateProfile(update);
      // Best-effort and never in the way of the save: the server checks the profile again.
      if (auth.user && isProfileComplete({ ...props.profile, ...update })) {
        trackProfileCompleted(auth.user.id, queryClient);
      }
      showToast({
        title: t('profile.editDialog.savedTitle'),
        description: t('profile.editDialog.savedText'),
      });
      props.onOpenChange(false);
    } catch (error) {
      console.warn('Profile update failed', error);
      showToast({
        title: t('profile.editDialog.errorTitle'),
        description: t('profile.editDialog.failedText'),
        variant: 'destructive',
      });
    } finally {
      setSaving(false);
    }
  }

  return (
    <Dialog.Root
      open={props.open}
      onOpenChange={(open) => {
        if (open) setForm(formFromProfile(props.profile));
        props.onOpenChange(open);
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className={dialogOverlayClass} />
        <Dialog.Content className={`${dialogContentClass} max-w-xl`}>
          <Dialog.Title className="pr-8 text-2xl font-bold">{t('profile.editDialog.title')}</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-stone-600">
            {t('profile.editDialog.description')}
          </Dialog.Description>
          <form onSubmit={submit} noValidate className="mt-5 grid gap-4">
            <TextField
              id={`${id}-name`}
              label={t('profile.editDialog.name')}
              autoComplete="name"
              required
              value={form.fullName}
              onChange={(event) => setForm({ ...form, fullName: event.target.value })}
            />
            <TextAreaField
              id={`${id}-bio`}
              label={t('profile.editDialog.bio')}
              rows={3}
              maxLength={2000}
              value={form.bio}
              onChange={(event) => setForm({ ...form, bio: event.target.value })}
            />
            <LanguagePicker
              id={`${id}-languages`}
              value={form.languages}
              onChange={(languages) => setForm({ ...form, languages })}
            />
            <DestinationEditor
              id={`${id}-destinations`}
              value={form.favoriteDestinations}
              onChange={(favoriteDestinations) => setForm({ ...form, favoriteDestinations })}
            />
            <InterestPicker
              value={form.interests}
              onChange={(interests) => setForm({ ...form, interests })}
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <SelectField
                id={`${id}-budget`}
                label={t('profile.editDialog.budget')}
                value={form.budgetLevel}
                options={budgetLevels.map((value) => [value, t(`profile.budget.${value}`)])}
                onChange={(value) => setForm({ ...form, budgetLevel: value })}
              />
              <SelectField
                id={`${id}-style`}
                label={t('profile.editDialog.style')}
                value={form.travelStyle}
                options={travelStyles.map((value) => [value, t(`profile.style.${value}`)])}
                onChange={(value) => setForm({ ...form, travelStyle: value })}
              />
            </div>
            <div className="mt-2 flex flex-wrap justify-end gap-2">
              <Dialog.Close className={buttonClass.outline} type="button">
                {t('profile.editDialog.cancel')}
              </Dialog.Close>
              <SubmitButton busy={saving} busyLabel={t('profile.editDialog.saving')}>
                {saving ? t('profile.editDialog.saving') : t('profile.editDialog.save')}
              </SubmitButton>
            </div>
          </form>
          <DialogCloseButton label={t('auth.close')} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
