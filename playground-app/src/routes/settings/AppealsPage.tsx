/**
 * /appealed-pin/: the viewer's appeals (newest first, with their status) and the form to appeal
 * about one of their pins. A sent appeal joins the top of the list; a refused one keeps the form's
 * values and says why (inline for the fields a 400 names).
 */
import { type PinAppeal, useApi } from '@tessera/api';
import type { Pin } from '@tessera/model';
import { Button } from '@tessera/ui';
import { useState } from 'react';
import { shortDate } from '../../shared/dates.ts';
import { SelectField, TextField } from '../../shared/form/fields.tsx';
import { FormResult } from '../../shared/form/layout.tsx';
import { useServerForm } from '../../shared/form/useServerForm.ts';
import { AccountPage, SettingsForm, Subtle } from './layout.ts';
import { PinLine, PinLineList, pinName } from './PinLines.tsx';
import { APPEALS_TEXT } from './settingsText.ts';

type AppealField = 'pin_id' | 'reason';

export function AppealsPage({
  appeals,
  pins,
  chosen,
}: {
  appeals: PinAppeal[];
  pins: Pin[];
  chosen: string;
}) {
  const api = useApi();
  const [list, setList] = useState(appeals);
  const [values, setValues] = useState<Record<AppealField, string>>({ pin_id: chosen, reason: '' });
  const form = useServerForm<AppealField>(
    { pin_id: APPEALS_TEXT.pin, reason: APPEALS_TEXT.reason },
    APPEALS_TEXT.notSent,
  );
  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    let sent: PinAppeal | null = null;
    const ok = await form.submit(async () => {
      sent = await api.appealPin({ pin_id: values.pin_id, reason: values.reason });
    }, APPEALS_TEXT.sent);
    if (ok && sent) {
      const appeal: PinAppeal = sent;
      setList((l) => [appeal, ...l]);
      setValues({ pin_id: '', reason: '' });
    }
  };
  return (
    <AccountPage>
      <h1>{APPEALS_TEXT.heading}</h1>
      <Subtle>{APPEALS_TEXT.intro}</Subtle>
      {list.length === 0 ? (
        <Subtle>{APPEALS_TEXT.none}</Subtle>
      ) : (
        <PinLineList aria-label={APPEALS_TEXT.list}>
          {list.map((appeal) => (
            <PinLine
              key={appeal.id}
              pin={appeal.pin}
              pinId={appeal.pin_id}
              name={pinName(appeal.pin, appeal.pin_id, APPEALS_TEXT.untitled)}
              gone={APPEALS_TEXT.gone}
            >
              <p>
                <strong>{APPEALS_TEXT.status[appeal.status]}</strong> ·{' '}
                {APPEALS_TEXT.sentOn(shortDate(appeal.created_at))}
              </p>
              <p>{appeal.reason}</p>
            </PinLine>
          ))}
        </PinLineList>
      )}
      <h2 id="appeal-form">{APPEALS_TEXT.formHeading}</h2>
      {pins.length === 0 ? (
        <Subtle>{APPEALS_TEXT.noPins}</Subtle>
      ) : (
        <SettingsForm ref={form.ref} noValidate onSubmit={onSubmit} aria-labelledby="appeal-form">
          <SelectField
            label={APPEALS_TEXT.pin}
            name="pin_id"
            description={APPEALS_TEXT.pinHint}
            placeholder={APPEALS_TEXT.choosePin}
            options={pins.map((pin) => ({
              value: pin.id,
              label: pinName(pin, pin.id, APPEALS_TEXT.untitled),
            }))}
            value={values.pin_id}
            onChange={(pin_id) => setValues((v) => ({ ...v, pin_id }))}
            error={form.errors.pin_id}
          />
          <TextField
            label={APPEALS_TEXT.reason}
            name="reason"
            multiline
            value={values.reason}
            onChange={(reason) => setValues((v) => ({ ...v, reason }))}
            error={form.errors.reason}
          />
          <FormResult alert={form.alert} />
          <Button type="submit" busy={form.busy}>
            {APPEALS_TEXT.submit}
          </Button>
        </SettingsForm>
      )}
    </AccountPage>
  );
}
