/**
 * The promote flow (§2 /idea-ads-tool and /advertiser/quick-promote, one page for both): pick one
 * of the viewer's pins, who should see it (languages from LocalesResource, countries from
 * CountriesResource, §7; interests, ages, genders), a daily budget and a duration; the live §5
 * ad-targeting summary (the model's adTargetingSummary over the targeting as §3
 * adTargetingAttribution fields: only truthy fields, at most 4); Promote → PinPromotionResource
 * (ours), after which the pin reads "Promoted by {viewer}" (§5) everywhere.
 *
 * Validation is the model's PinPromotionCreateOptionsSchema, run on submit: each field with a
 * problem shows its message under it and the first takes focus; a refusal from the server shows
 * its message; the typed values always stay.
 */
import { receive, useApi, useEntityStore } from '@tessera/api';
import {
  adTargetingSummary,
  buildPath,
  gridTitle,
  type Pin,
  PinPromotionCreateOptionsSchema,
  PROMOTE_AGE_BUCKETS,
  PROMOTE_GENDERS,
  promotionAttribution,
  sponsoredText,
} from '@tessera/model';
import { Button, ButtonLink, Checkbox, CheckboxGroup, Heading, Text } from '@tessera/ui';
import { useId, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { ChoicesForm } from '../../shared/ChoicesForm.ts';
import { type FieldErrors, firstInvalid, schemaErrors, serverMessage } from '../../shared/form/errors.ts';
import { FieldError, FieldHint, TextField, type TextFieldElement } from '../../shared/form/fields.tsx';
import { FormAlert } from '../../shared/form/layout.tsx';
import { PageColumn } from '../../shared/PageColumn.ts';
import { untitledName } from '../pin/closeup/Closeup.tsx';
import type { PromoteData } from './promoteData.ts';
import {
  PROMOTE_FIELD_LABEL,
  PROMOTE_GENDER_LABEL,
  PROMOTE_SUMMARY_LABEL,
  PROMOTE_TEXT,
  type PromoteField,
} from './promoteText.ts';

/** The promote page: one column of at most 720 px. */
const PAGE_WIDTH = 720;

const PromoteForm = styled(ChoicesForm)`
  fieldset[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.color.error};
  }
  input[type='checkbox'],
  input[type='radio'] {
    flex: none;
  }
`;

const PinChoices = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: ${({ theme }) => theme.space[2]}px;
  max-height: 360px;
  overflow-y: auto;
  label {
    padding: ${({ theme }) => theme.space[1]}px;
    border-radius: ${({ theme }) => theme.radius.sm}px;
  }
  img {
    width: 48px;
    height: 48px;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius.sm}px;
    flex: none;
  }
  span {
    overflow-wrap: anywhere;
  }
`;

const Summary = styled.section`
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md}px;
  padding: ${({ theme }) => theme.space[3]}px ${({ theme }) => theme.space[4]}px;
  ul {
    margin: ${({ theme }) => theme.space[2]}px 0 0;
    padding-inline-start: ${({ theme }) => theme.space[5]}px;
  }
  p {
    margin: ${({ theme }) => theme.space[2]}px 0 0;
  }
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  gap: ${({ theme }) => theme.space[4]}px;
`;

const Done = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]}px;
  align-items: flex-start;
  margin-block: ${({ theme }) => theme.space[5]}px;
`;

const FIELD_ORDER: readonly PromoteField[] = [
  'pin_id',
  'locales',
  'countries',
  'interests',
  'age_buckets',
  'genders',
  'daily_budget',
  'duration_days',
];

type Errors = FieldErrors<PromoteField>;

/** A text field's number: undefined when empty, NaN when it is no number (the schema says which). */
function numberOf(text: string): number | undefined {
  const trimmed = text.trim();
  return trimmed === '' ? undefined : Number(trimmed);
}

/** The interests typed, one per comma, without blanks. */
function interestsOf(text: string): string[] {
  return text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

type Named = { code: string; name: string };

/** The codes picked from `list`, in the list's order whatever order they were ticked in. */
const inOrder = (list: readonly Named[], codes: readonly string[]) =>
  list.filter((item) => codes.includes(item.code)).map((item) => item.code);

const nameOf = (list: readonly Named[], code: string) =>
  list.find((item) => item.code === code)?.name ?? code;

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** A group of the kit's checkboxes named by its legend, with its hint and inline error. */
function CheckGroup({
  legend,
  options,
  checked,
  onChange,
  hint,
  error,
  focusRef,
}: {
  legend: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  checked: readonly string[];
  onChange: (next: string[]) => void;
  hint?: string;
  error?: string | undefined;
  focusRef?: (element: HTMLInputElement | null) => void;
}) {
  return (
    <CheckboxGroup
      label={legend}
      orientation="horizontal"
      value={checked}
      onChange={onChange}
      description={hint}
      errorMessage={error}
    >
      {options.map((option, index) => (
        <Checkbox
          key={option.value}
          label={option.label}
          value={option.value}
          {...(index === 0 && focusRef ? { ref: focusRef } : {})}
        />
      ))}
    </CheckboxGroup>
  );
}

function PinPicker({
  pins,
  selected,
  onSelect,
  error,
  focusRef,
}: {
  pins: readonly Pin[];
  selected: string | null;
  onSelect: (id: string) => void;
  error?: string | undefined;
  focusRef: (element: HTMLInputElement | null) => void;
}) {
  const id = useId();
  const name = `${id}-pin`;
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined} aria-invalid={error ? true : undefined}>
      <legend>{PROMOTE_TEXT.pin}</legend>
      {pins.length === 0 ? <FieldHint as="p">{PROMOTE_TEXT.noPins}</FieldHint> : null}
      <PinChoices>
        {pins.map((pin, index) => {
          const image = pin.images['136x136'] ?? pin.images['236x'];
          const checked = selected === pin.id;
          return (
            <label key={pin.id}>
              <input
                type="radio"
                name={name}
                value={pin.id}
                checked={checked}
                ref={checked || (selected === null && index === 0) ? focusRef : undefined}
                onChange={() => onSelect(pin.id)}
              />
              {image ? <img src={image.url} alt="" loading="lazy" /> : null}
              <span>{gridTitle(pin) || untitledName(pin)}</span>
            </label>
          );
        })}
      </PinChoices>
      {error ? (
        <FieldError as="p" id={`${id}-error`}>
          {error}
        </FieldError>
      ) : null}
    </fieldset>
  );
}

export function PromotePage({ data, heading }: { data: PromoteData; heading: string }) {
  const api = useApi();
  const { store } = useEntityStore();
  const [pinId, setPinId] = useState<string | null>(data.selectedId);
  const [locales, setLocales] = useState<string[]>([]);
  const [countries, setCountries] = useState<string[]>([]);
  const [interests, setInterests] = useState('');
  const [ages, setAges] = useState<string[]>([]);
  const [genders, setGenders] = useState<string[]>([]);
  const [budget, setBudget] = useState('');
  const [duration, setDuration] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [promoted, setPromoted] = useState<Pin | null>(null);
  // What takes focus for a field with an error: its input, or a group's first choice.
  const focusable = useRef<Partial<Record<PromoteField, HTMLElement | null>>>({});
  const focusRef = (field: PromoteField) => (element: HTMLElement | null) => {
    focusable.current[field] = element;
  };
  const interestsRef = useRef<TextFieldElement>(null);
  const budgetRef = useRef<TextFieldElement>(null);
  const durationRef = useRef<TextFieldElement>(null);
  const inputOf: Partial<Record<PromoteField, { current: HTMLElement | null }>> = {
    interests: interestsRef,
    daily_budget: budgetRef,
    duration_days: durationRef,
  };

  const summary = useMemo(
    () =>
      adTargetingSummary(
        promotionAttribution({
          languages: inOrder(data.locales, locales).map((code) => nameOf(data.locales, code)),
          countries: inOrder(data.countries, countries).map((code) => nameOf(data.countries, code)),
          interests: interestsOf(interests),
          ageBuckets: PROMOTE_AGE_BUCKETS.filter((bucket) => ages.includes(bucket)),
          genders: PROMOTE_GENDERS.filter((g) => genders.includes(g)).map((g) => PROMOTE_GENDER_LABEL[g]),
        }),
      ),
    [data.locales, data.countries, locales, countries, interests, ages, genders],
  );
  const budgetValue = numberOf(budget);
  const days = numberOf(duration);
  const total =
    budgetValue !== undefined && days !== undefined && budgetValue > 0 && Number.isInteger(days) && days > 0
      ? PROMOTE_TEXT.total(dollars.format(budgetValue * days), days)
      : null;

  const submit = async () => {
    setAlert(null);
    const input = {
      pin_id: pinId ?? undefined,
      locales: inOrder(data.locales, locales),
      countries: inOrder(data.countries, countries),
      interests: interestsOf(interests),
      age_buckets: PROMOTE_AGE_BUCKETS.filter((bucket) => ages.includes(bucket)),
      genders: PROMOTE_GENDERS.filter((g) => genders.includes(g)),
      daily_budget: numberOf(budget),
      duration_days: numberOf(duration),
    };
    const found = schemaErrors(PinPromotionCreateOptionsSchema, input, PROMOTE_FIELD_LABEL);
    const first = firstInvalid(FIELD_ORDER, found);
    if (first) {
      setErrors(found);
      setAlert(PROMOTE_TEXT.checkFields);
      (inputOf[first]?.current ?? focusable.current[first])?.focus();
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const pin = await api.promotePin(PinPromotionCreateOptionsSchema.parse(input));
      receive(store, { pins: [pin] });
      setPromoted(pin);
    } catch (error) {
      // The server's message (a 400 names the field), else ours.
      setAlert(serverMessage(error, PROMOTE_TEXT.failed));
    } finally {
      setBusy(false);
    }
  };

  if (promoted) {
    const title = gridTitle(promoted) || untitledName(promoted);
    return (
      <PageColumn $width={PAGE_WIDTH} aria-labelledby="promote-heading">
        <h1 id="promote-heading">{heading}</h1>
        <Done>
          <FormAlert role="status" $tone="success">
            {PROMOTE_TEXT.done(title)} {sponsoredText(promoted)}
          </FormAlert>
          <ButtonLink href={buildPath('pin', { id: promoted.id })}>{PROMOTE_TEXT.open}</ButtonLink>
        </Done>
      </PageColumn>
    );
  }

  return (
    <PageColumn $width={PAGE_WIDTH} aria-labelledby="promote-heading">
      <h1 id="promote-heading">{heading}</h1>
      <p>{PROMOTE_TEXT.intro}</p>
      {data.notice ? <FormAlert role="status">{data.notice}</FormAlert> : null}
      <PromoteForm
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {alert ? <FormAlert role="alert">{alert}</FormAlert> : null}
        <PinPicker
          pins={data.pins}
          selected={pinId}
          onSelect={setPinId}
          error={errors.pin_id}
          focusRef={focusRef('pin_id')}
        />
        <Heading level={2} size="md">
          {PROMOTE_TEXT.targeting}
        </Heading>
        <CheckGroup
          legend={PROMOTE_TEXT.languages}
          hint={PROMOTE_TEXT.languagesHint}
          options={data.locales.map((l) => ({ value: l.code, label: l.name }))}
          checked={locales}
          onChange={setLocales}
          error={errors.locales}
          focusRef={focusRef('locales')}
        />
        <CheckGroup
          legend={PROMOTE_TEXT.countries}
          options={data.countries.map((c) => ({ value: c.code, label: c.name }))}
          checked={countries}
          onChange={setCountries}
          error={errors.countries}
          focusRef={focusRef('countries')}
        />
        <TextField
          label={PROMOTE_TEXT.interests}
          value={interests}
          onChange={setInterests}
          description={PROMOTE_TEXT.interestsHint}
          error={errors.interests}
          ref={interestsRef}
        />
        <CheckGroup
          legend={PROMOTE_TEXT.ages}
          options={PROMOTE_AGE_BUCKETS.map((bucket) => ({ value: bucket, label: bucket }))}
          checked={ages}
          onChange={setAges}
          error={errors.age_buckets}
          focusRef={focusRef('age_buckets')}
        />
        <CheckGroup
          legend={PROMOTE_TEXT.genders}
          options={PROMOTE_GENDERS.map((g) => ({ value: g, label: PROMOTE_GENDER_LABEL[g] }))}
          checked={genders}
          onChange={setGenders}
          error={errors.genders}
          focusRef={focusRef('genders')}
        />
        <Summary aria-labelledby="promote-summary">
          <Heading level={2} size="md" id="promote-summary">
            {PROMOTE_TEXT.summary}
          </Heading>
          {summary.length === 0 ? (
            <Text color="subtle">{PROMOTE_TEXT.summaryNone}</Text>
          ) : (
            <ul aria-labelledby="promote-summary">
              {summary.map(([key, value]) => {
                const label = PROMOTE_SUMMARY_LABEL[key as keyof typeof PROMOTE_SUMMARY_LABEL] ?? key;
                return <li key={key}>{value === true ? label : `${label}: ${value}`}</li>;
              })}
            </ul>
          )}
        </Summary>
        <Heading level={2} size="md">
          {PROMOTE_TEXT.spend}
        </Heading>
        <Row>
          <TextField
            label={PROMOTE_TEXT.budget}
            value={budget}
            onChange={setBudget}
            error={errors.daily_budget}
            inputMode="decimal"
            isRequired
            ref={budgetRef}
          />
          <TextField
            label={PROMOTE_TEXT.duration}
            value={duration}
            onChange={setDuration}
            error={errors.duration_days}
            inputMode="numeric"
            isRequired
            ref={durationRef}
          />
        </Row>
        {total ? <Text>{total}</Text> : null}
        <div>
          <Button type="submit" variant="primary" busy={busy}>
            {PROMOTE_TEXT.promote}
          </Button>
        </div>
      </PromoteForm>
    </PageColumn>
  );
}
