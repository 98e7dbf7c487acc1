/**
 * The site's form parts together: a refused save whose 400 names fields puts each message under
 * its field (announced: the control is invalid and described by it), focus lands on the first one,
 * the typed values stay; a refusal that names no field is said in the form's alert.
 */
import { ResourceRequestError } from '@tessera/api';
import { describeIssues, messages } from '@tessera/model';
import { TesseraThemeProvider } from '@tessera/tokens/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { type FieldErrors, refusedFields, serverMessage, useFocusFirstInvalid } from './errors.ts';
import { Checkbox, SelectField, TextField } from './fields.tsx';
import { Form, FormResult, type FormResultValue } from './layout.tsx';

const LABELS = { name: 'Name', about: 'About', kind: 'Kind' } as const;
type Key = keyof typeof LABELS;
const Body = z.object({
  name: z.string().check(z.maxLength(3)),
  about: z.string().check(z.minLength(2)),
  kind: z.enum(['a', 'b']),
});

/** What the server answers: a 400 whose message is the model's description of the issues. */
function refusal(body: unknown): ResourceRequestError {
  const parsed = Body.safeParse(body);
  if (parsed.success) throw new Error('the body is fine');
  return new ResourceRequestError({ http_status: 400, message: describeIssues('thing', parsed.error) });
}

function Thing({ send }: { send: (body: Record<Key, string>) => Promise<void> }) {
  const [values, setValues] = useState<Record<Key, string>>({ name: '', about: '', kind: 'a' });
  const [public_, setPublic] = useState(false);
  const [errors, setErrors] = useState<FieldErrors<Key>>({});
  const [alert, setAlert] = useState<FormResultValue | null>(null);
  const { ref, refused } = useFocusFirstInvalid();
  const set = (key: Key) => (value: string) => setValues((now) => ({ ...now, [key]: value }));
  return (
    <Form
      ref={ref}
      noValidate
      onSubmit={async (event) => {
        event.preventDefault();
        try {
          await send(values);
          setErrors({});
          setAlert({ tone: 'success', text: 'Saved' });
        } catch (error) {
          const named = refusedFields(error, LABELS);
          setErrors(named);
          setAlert(Object.keys(named).length ? null : { tone: 'error', text: serverMessage(error) });
          refused();
        }
      }}
    >
      <FormResult alert={alert} />
      <TextField
        label={LABELS.name}
        value={values.name}
        onChange={set('name')}
        error={errors.name}
        counter={{ max: 3, format: (length, max) => `${length} / ${max}` }}
      />
      <TextField
        label={LABELS.about}
        value={values.about}
        onChange={set('about')}
        error={errors.about}
        multiline
      />
      <SelectField
        label={LABELS.kind}
        value={values.kind}
        onChange={set('kind')}
        options={[
          { value: 'a', label: 'A' },
          { value: 'c', label: 'C' },
        ]}
        error={errors.kind}
      />
      <Checkbox label="Public" description="Anyone can see it" isSelected={public_} onChange={setPublic} />
      <button type="submit">Save</button>
    </Form>
  );
}

function renderThing(send: (body: Record<Key, string>) => Promise<void>) {
  render(
    <TesseraThemeProvider colorScheme="light">
      <Thing send={send} />
    </TesseraThemeProvider>,
  );
}

describe('shared/form', () => {
  it('a 400 naming fields: each message under its field, linked and announced; focus on the first; values kept', async () => {
    const user = userEvent.setup();
    renderThing(async (body) => {
      throw refusal(body);
    });
    const name = screen.getByRole('textbox', { name: LABELS.name });
    const about = screen.getByRole('textbox', { name: LABELS.about });
    const kind = screen.getByRole('combobox', { name: LABELS.kind });
    expect(name).not.toHaveAttribute('aria-invalid');
    expect(name).toHaveAccessibleDescription('0 / 3');
    await user.type(name, 'Lemon');
    expect(name).toHaveAccessibleDescription('5 / 3');
    await user.selectOptions(kind, 'c');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const nameError = await screen.findByText(/^Name /);
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription(`${nameError.textContent} 5 / 3`);
    expect(about).toHaveAttribute('aria-invalid', 'true');
    expect(about).toHaveAccessibleDescription(/^About /);
    expect(kind).toHaveAttribute('aria-invalid', 'true');
    expect(kind).toHaveAccessibleDescription(/^Kind /);
    expect(name).toHaveFocus();
    expect(name).toHaveValue('Lemon');
    expect(kind).toHaveValue('c');
    // The fields hold the refusal: no form-level alert repeats it.
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a refusal that names no field is the form’s alert (§8 words when the server says nothing)', async () => {
    const user = userEvent.setup();
    renderThing(async () => {
      throw new ResourceRequestError({ http_status: 500 });
    });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.saveError);
    expect(screen.getByRole('textbox', { name: LABELS.name })).not.toHaveAttribute('aria-invalid');
  });

  it('a save says so in a status; a checkbox is named by its label and described by its hint', async () => {
    const user = userEvent.setup();
    renderThing(async () => {});
    const box = screen.getByRole('checkbox', { name: 'Public' });
    expect(box).toHaveAccessibleDescription('Anyone can see it');
    await user.click(box);
    expect(box).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Saved');
  });
});
