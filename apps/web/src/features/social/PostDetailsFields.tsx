import { postMoods } from '@artvoyage/contract/constants';
import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '@/shared/ui/form';
import { type DraftForm, parseTags, postLimits, weatherChoices } from './post-draft';

/** Sets one field of the draft. */
export type SetDraftField = <K extends keyof DraftForm>(key: K, value: DraftForm[K]) => void;

/** The post's details below its text and photos: place, tags, rating, mood, weather and who sees it. */
export function PostDetailsFields(props: { id: string; draft: DraftForm; set: SetDraftField }) {
  const { t } = useTranslation();
  const { id, draft } = props;
  const tags = parseTags(draft.tags);
  return (
    <>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <TextField
          id={`${id}-location`}
          label={t('social.dialog.location')}
          placeholder={t('social.dialog.locationPlaceholder')}
          maxLength={postLimits.location}
          value={draft.location}
          onChange={(event) => props.set('location', event.target.value)}
        />
        <div className="grid content-start gap-1">
          <TextField
            id={`${id}-tags`}
            label={t('social.dialog.tags')}
            placeholder={t('social.dialog.tagsPlaceholder')}
            hint={t('social.dialog.tagsHint')}
            value={draft.tags}
            onChange={(event) => props.set('tags', event.target.value)}
          />
          {tags.length > 0 && (
            <ul aria-hidden className="mt-1 flex flex-wrap gap-1.5">
              {tags.map((tag) => (
                <li
                  key={tag}
                  className="rounded-full bg-stone-100 px-2.5 py-0.5 text-xs font-medium text-accent-darker"
                >
                  #{tag}
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>

      <fieldset>
        <legend className="text-sm font-medium">{t('social.dialog.rating')}</legend>
        <div className="mt-1 flex gap-1">
          {[1, 2, 3, 4, 5].map((value) => (
            <label
              key={value}
              className="cursor-pointer rounded-md p-1 hover:bg-stone-100 has-[input:focus-visible]:outline-3 has-[input:focus-visible]:outline-accent"
            >
              <input
                type="radio"
                name={`${id}-rating`}
                value={value}
                checked={draft.rating === value}
                onChange={() => props.set('rating', value)}
                className="sr-only"
              />
              <Star
                aria-hidden
                className={`h-7 w-7 ${
                  value <= draft.rating ? 'fill-accent text-accent-dark' : 'text-stone-400'
                }`}
              />
              <span className="sr-only">{t('social.dialog.star', { count: value })}</span>
            </label>
          ))}
        </div>
      </fieldset>

      <div className="grid items-start gap-4 sm:grid-cols-2">
        <SelectField
          id={`${id}-mood`}
          label={t('social.dialog.mood')}
          value={draft.mood}
          options={postMoods.map((mood) => [mood, t(`social.moods.${mood}`)] as const)}
          onChange={(value) => props.set('mood', value)}
          emptyOption={{ value: '', label: t('social.dialog.choose') }}
        />
        <SelectField
          id={`${id}-weather`}
          label={t('social.dialog.weather')}
          value={draft.weather}
          options={weatherChoices(draft.weather).map(
            (weather) => [weather, t(`social.weathers.${weather}`)] as const,
          )}
          onChange={(value) => props.set('weather', value)}
          emptyOption={{ value: '', label: t('social.dialog.choose') }}
        />
      </div>

      <div className="flex items-start justify-between gap-4 rounded-lg border border-stone-200 p-3">
        <div>
          <span id={`${id}-public`} className="text-sm font-medium">
            {t('social.dialog.visibility')}
          </span>
          <p id={`${id}-public-hint`} className="text-xs text-stone-600">
            {draft.isPublic ? t('social.dialog.publicHint') : t('social.dialog.privateHint')}
          </p>
        </div>
        <button
          type="button"
          role="switch"
          aria-checked={draft.isPublic}
          aria-labelledby={`${id}-public`}
          aria-describedby={`${id}-public-hint`}
          onClick={() => props.set('isPublic', !draft.isPublic)}
          className={`relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition ${
            draft.isPublic ? 'bg-accent-dark' : 'bg-stone-300'
          }`}
        >
          <span
            aria-hidden
            className={`inline-block h-5 w-5 rounded-full bg-white shadow transition ${
              draft.isPublic ? 'translate-x-6' : 'translate-x-1'
            }`}
          />
        </button>
      </div>
    </>
  );
}
