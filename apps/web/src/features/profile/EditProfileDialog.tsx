import type { Profile } from '@artvoyage/contract';
import { budgetLevels, travelInterests, travelStyles } from '@artvoyage/contract/constants';
import {
  maxDestinationLength,
  maxFavoriteDestinations,
  type ProfileLanguageCode,
  profileLanguages,
} from '@artvoyage/contract/profile-fields';
import * as Dialog from '@radix-ui/react-dialog';
import { useQueryClient } from '@tanstack/react-query';
import { Plus, X } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/shared/auth/auth-context';
import { isProfileComplete } from '@/shared/gamification/profile-complete';
import { trackProfileCompleted } from '@/shared/gamification/track';
import { buttonClass } from '@/shared/ui/buttons';
import { dialogCloseClass, dialogContentClass, dialogOverlayClass } from '@/shared/ui/dialog';
import { inputClass, SelectField, SubmitButton, TextAreaField, TextField } from '@/shared/ui/form';
import { useLocale } from '@/shared/i18n/useLocale';
import { showToast } from '@/shared/ui/toast-store';
import {
  destinationProblem,
  type DestinationProblem,
  formFromProfile,
  languageName,
  type ProfileForm,
  refilledForm,
  toggleInterest,
  toggleLanguage,
  toProfileUpdate,
  withDestination,
} from './profile-form';

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
            <fieldset>
              <legend className="text-sm font-medium">{t('profile.editDialog.interests')}</legend>
              <div className="mt-2 grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-3">
                {travelInterests.map((interest) => (
                  <label key={interest} className="flex items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      className="h-4 w-4 accent-ink"
                      checked={form.interests.includes(interest)}
                      onChange={(event) =>
                        setForm({
                          ...form,
                          interests: toggleInterest(form.interests, interest, event.target.checked),
                        })
                      }
                    />
                    {t(`profile.interests.${interest}`)}
                  </label>
                ))}
              </div>
            </fieldset>
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
          <Dialog.Close aria-label={t('auth.close')} className={dialogCloseClass}>
            <X aria-hidden className="h-5 w-5" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

const chipClass = 'inline-flex items-center gap-1 rounded-full bg-stone-100 py-1 pr-1 pl-3 text-sm';
const chipRemoveClass =
  'inline-flex h-6 w-6 items-center justify-center rounded-full hover:bg-stone-200 focus-visible:outline-2 focus-visible:outline-accent';

/** The languages spoken, as removable chips, and a list of the others to add one. */
function LanguagePicker(props: {
  id: string;
  value: ProfileLanguageCode[];
  onChange: (value: ProfileLanguageCode[]) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const others = profileLanguages
    .filter((language) => !props.value.includes(language.code))
    .map((language) => ({ code: language.code, name: languageName(language.code, locale) }))
    .sort((a, b) => a.name.localeCompare(b.name, locale));
  return (
    <fieldset>
      <legend className="text-sm font-medium">{t('profile.editDialog.languages')}</legend>
      {props.value.length === 0 ? (
        <p className="mt-2 text-sm text-stone-600">{t('profile.editDialog.noLanguages')}</p>
      ) : (
        <ul className="mt-2 flex flex-wrap gap-2" data-testid="profile-languages">
          {props.value.map((code) => {
            const name = languageName(code, locale);
            return (
              <li key={code} className={chipClass} lang={code}>
                <span>{name}</span>
                <button
                  type="button"
                  className={chipRemoveClass}
                  aria-label={t('profile.editDialog.remove', { item: name })}
                  onClick={() => props.onChange(toggleLanguage(props.value, code, false))}
                >
                  <X aria-hidden className="h-4 w-4" />
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <label htmlFor={props.id} className="sr-only">
        {t('profile.editDialog.addLanguage')}
      </label>
      <select
        id={props.id}
        className={`${inputClass} mt-2`}
        value=""
        onChange={(event) => {
          const code = profileLanguages.find((language) => language.code === event.target.value)?.code;
          if (code) props.onChange(toggleLanguage(props.value, code, true));
        }}
      >
        <option value="">{t('profile.editDialog.chooseLanguage')}</option>
        {others.map((language) => (
          <option key={language.code} value={language.code}>
            {language.name}
          </option>
        ))}
      </select>
    </fieldset>
  );
}

/** Favourite destinations: free text added one at a time (Enter or Add), each removable. */
function DestinationEditor(props: { id: string; value: string[]; onChange: (value: string[]) => void }) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<DestinationProblem | null>(null);
  const limits = { max: maxFavoriteDestinations, length: maxDestinationLength };

  function add() {
    const found = destinationProblem(props.value, typed);
    setProblem(found);
    if (found !== null) return;
    props.onChange(withDestination(props.value, typed));
    setTyped('');
  }

  return (
    <fieldset>
      <legend className="text-sm font-medium">{t('profile.editDialog.destinations')}</legend>
      {props.value.length === 0 ? (
        <p className="mt-2 text-sm text-stone-600">{t('profile.editDialog.noDestinations')}</p>
      ) : (
        <ul className="mt-2 flex flex-wrap gap-2" data-testid="profile-destinations">
          {props.value.map((item) => (
            <li key={item} className={`${chipClass} max-w-full`}>
              <span className="break-all">{item}</span>
              <button
                type="button"
                className={`${chipRemoveClass} shrink-0`}
                aria-label={t('profile.editDialog.remove', { item })}
                onClick={() => props.onChange(props.value.filter((entry) => entry !== item))}
              >
                <X aria-hidden className="h-4 w-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <label htmlFor={props.id} className="mt-2 block text-sm">
        {t('profile.editDialog.destinationInput')}
      </label>
      <div className="mt-1 flex gap-2">
        <input
          id={props.id}
          className={`${inputClass} min-w-0 flex-1`}
          value={typed}
          maxLength={maxDestinationLength + 20}
          aria-describedby={`${props.id}-hint ${props.id}-problem`}
          aria-invalid={problem !== null}
          onChange={(event) => {
            setTyped(event.target.value);
            setProblem(null);
          }}
          onKeyDown={(event) => {
            // Enter adds the place instead of saving the whole form half-filled.
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
        />
        <button type="button" className={buttonClass.outline} onClick={add}>
          <Plus aria-hidden className="h-4 w-4" />
          {t('profile.editDialog.addDestination')}
        </button>
      </div>
      <p id={`${props.id}-hint`} className="mt-1 text-xs text-stone-600">
        {t('profile.editDialog.destinationHint', limits)}
      </p>
      <p id={`${props.id}-problem`} role="status" className="text-sm text-red-700">
        {problem ? t(`profile.editDialog.destinationProblem.${problem}`, limits) : ''}
      </p>
    </fieldset>
  );
}
