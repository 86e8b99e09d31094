import { paths } from '@artvoyage/contract/paths';
import type { Artwork } from '@artvoyage/contract';
import { CalendarPlus, CheckCircle2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useItineraries } from '@/shared/itineraries/useItineraries';
import { buttonClass } from '@/shared/ui/buttons';
import { SelectField } from '@/shared/ui/form';
import { Spinner } from '@/shared/ui/Spinner';
import { showToast } from '@/shared/ui/toast-store';
import {
  alreadyPlanned,
  defaultTarget,
  type ItineraryTarget,
  newItineraryValue,
  targetSelectValue,
  validTarget,
  visitActivity,
  visitItinerary,
  visitTime,
  withActivity,
} from './itinerary-target';

type Outcome = { kind: 'added' | 'already'; name: string; day: number };

/**
 * "Add to my itinerary" for a recognised artwork: a 10:00 visit to a chosen day of a saved itinerary,
 * or a new one-day itinerary. The itinerary store (which seeds its sample on first use) is only opened
 * when the visitor asks for it.
 */
export function AddToItinerary({ artwork, room }: { artwork: Artwork; room: string }) {
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const result = useRef<HTMLAnchorElement>(null);

  // After adding, the form closes and focus goes to the way to the itinerary.
  useEffect(() => {
    if (outcome) result.current?.focus();
  }, [outcome]);

  // Laid out in the card's row of actions: the button sits beside the artwork link, the form and the
  // confirmation take a line of their own.
  return (
    <>
      {!open && (
        <button
          ref={toggle}
          type="button"
          className={buttonClass.outline}
          onClick={() => {
            setOpen(true);
            setOutcome(null);
          }}
        >
          <CalendarPlus aria-hidden className="h-4 w-4" />
          {t('recognition.itinerary.add')}
        </button>
      )}
      {open && (
        <div className="basis-full rounded-xl border border-stone-200 bg-paper p-3 sm:p-4">
          <AddForm
            formId={`${id}-form`}
            artwork={artwork}
            room={room}
            onDone={(done) => {
              setOpen(false);
              setOutcome(done);
            }}
            onCancel={() => {
              setOpen(false);
              // The toggle comes back on the next render.
              requestAnimationFrame(() => toggle.current?.focus());
            }}
          />
        </div>
      )}
      <div role="status" className="basis-full empty:hidden">
        {outcome && (
          <p className="flex gap-2 rounded-xl bg-green-50 px-3 py-2 text-sm text-green-900">
            <CheckCircle2 aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-green-700" />
            <span>
              {t(outcome.kind === 'added' ? 'recognition.itinerary.added' : 'recognition.itinerary.already', {
                name: outcome.name,
                day: outcome.day,
              })}{' '}
              <Link
                ref={result}
                to={paths.myItineraries.href()}
                className="font-semibold whitespace-nowrap text-accent-darker underline"
              >
                {t('recognition.itinerary.open')}
              </Link>
            </span>
          </p>
        )}
      </div>
    </>
  );
}

function AddForm(props: {
  formId: string;
  artwork: Artwork;
  room: string;
  onDone: (outcome: Outcome) => void;
  onCancel: () => void;
}) {
  const { artwork, room } = props;
  const { t } = useTranslation();
  const { state, mutate } = useItineraries();
  const [chosen, setChosen] = useState<ItineraryTarget | null>(null);
  const firstField = useRef<HTMLDivElement>(null);

  const itineraries = state.status === 'ready' ? state.itineraries : [];
  const target =
    state.status === 'ready'
      ? validTarget(chosen ?? defaultTarget(itineraries, artwork.id), itineraries, artwork.id)
      : null;
  const targetItinerary =
    target?.kind === 'existing'
      ? itineraries.find((itinerary) => itinerary.id === target.itineraryId)
      : undefined;

  // The form opens with its first field focused (the button that opened it is gone).
  const ready = state.status === 'ready';
  useEffect(() => {
    if (ready) firstField.current?.querySelector('select')?.focus();
  }, [ready]);

  const description = t('recognition.itinerary.activity', { title: artwork.title, room });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!target) return;
    if (target.kind === 'new') {
      const created = mutate((store) =>
        store.create(
          visitItinerary({
            artworkId: artwork.id,
            name: t('recognition.itinerary.newName', { title: artwork.title }),
            dayTitle: t('recognition.itinerary.newDayTitle'),
            description,
          }),
        ),
      );
      if (created) finish({ kind: 'added', name: created.name, day: 1 });
      return;
    }
    if (!targetItinerary) return;
    const { dayIndex } = target;
    // Read again at the moment of writing: another tab may have changed the itinerary since.
    const outcome = mutate((store): Outcome | null => {
      const current = store.get(targetItinerary.id);
      const day = current?.days[dayIndex];
      if (!current || !day) return null;
      if (alreadyPlanned(current, dayIndex, description)) {
        return { kind: 'already', name: current.name, day: day.day };
      }
      const days = withActivity(current, dayIndex, visitActivity(description));
      const updated = days && store.update(current.id, { days });
      return updated ? { kind: 'added', name: updated.name, day: day.day } : null;
    });
    if (outcome?.kind === 'added') finish(outcome);
    else if (outcome) props.onDone(outcome);
  };

  const finish = (outcome: Outcome) => {
    showToast({
      title: t('recognition.itinerary.addedTitle'),
      description: t('recognition.itinerary.added', { name: outcome.name, day: outcome.day }),
    });
    props.onDone(outcome);
  };

  if (state.status === 'loading') return <Spinner label={t('recognition.itinerary.loading')} />;
  if (state.status === 'error') {
    return (
      <p role="alert" className="text-sm text-red-800">
        {t('itineraries.loadError', { message: state.message })}
      </p>
    );
  }

  const itineraryOptions: [string, string][] = [
    ...itineraries.map((itinerary): [string, string] => [itinerary.id, itinerary.name]),
    [newItineraryValue, t('recognition.itinerary.newOption')],
  ];
  const dayOptions: [string, string][] = (targetItinerary?.days ?? []).map((day, index) => [
    String(index),
    t('recognition.itinerary.dayOption', { day: day.day, title: day.title }),
  ]);

  return (
    <form id={props.formId} onSubmit={submit} aria-labelledby={`${props.formId}-title`}>
      <p id={`${props.formId}-title`} className="text-sm font-semibold">
        {t('recognition.itinerary.heading', { title: artwork.title })}
      </p>
      <div ref={firstField} className="mt-3 grid gap-3">
        <SelectField
          id={`${props.formId}-itinerary`}
          label={t('recognition.itinerary.itineraryLabel')}
          value={target ? targetSelectValue(target) : newItineraryValue}
          options={itineraryOptions}
          onChange={(value) =>
            setChosen(
              value === newItineraryValue
                ? { kind: 'new' }
                : { kind: 'existing', itineraryId: value, dayIndex: 0 },
            )
          }
        />
        {target?.kind === 'existing' && dayOptions.length > 0 && (
          <SelectField
            id={`${props.formId}-day`}
            label={t('recognition.itinerary.dayLabel')}
            value={String(target.dayIndex)}
            options={dayOptions}
            onChange={(value) => setChosen({ ...target, dayIndex: Number(value) })}
          />
        )}
      </div>
      <p className="mt-3 text-sm text-stone-700">
        <span className="font-medium">{visitTime}</span> {description}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <button type="submit" className={buttonClass.accent}>
          {t('recognition.itinerary.confirm')}
        </button>
        <button type="button" className={buttonClass.ghost} onClick={props.onCancel}>
          {t('recognition.itinerary.cancel')}
        </button>
      </div>
    </form>
  );
}
