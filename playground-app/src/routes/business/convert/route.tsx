/**
 * §2 /business/convert: a personal account becomes a business account (the mock's
 * BusinessAccountResource create, under a business name), then goes to its dashboard. A business
 * account is told it already is one; a logged-out visitor logs in. The name is checked with the
 * model's schema before sending (inline error, focus on the field); a refusal keeps the typed name.
 */
import { type BusinessAccount, useApi } from '@tessera/api';
import { BusinessAccountCreateOptionsSchema } from '@tessera/model';
import { Button, ButtonLink } from '@tessera/ui';
import { type FormEvent, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { type PageHandle, type PageLoaderArgs, usePageData } from '../../../app/page.ts';
import { pageError } from '../../../app/routeErrors.tsx';
import { serverMessage } from '../../../shared/form/errors.ts';
import { TextField, type TextFieldElement } from '../../../shared/form/fields.tsx';
import { Form, FormAlert } from '../../../shared/form/layout.tsx';
import { LogInPage } from '../../../shared/LogInPage.tsx';
import { MessagePage } from '../../../shared/MessagePage.ts';
import { type BusinessGate, businessName, loadGate, subPagePath } from '../businessData.ts';
import { BUSINESS_PAGE_NAMES, BUSINESS_TEXT } from '../businessText.ts';

export const handle: PageHandle = {
  surface: null,
  pageClass: 'other',
  title: BUSINESS_TEXT.title(BUSINESS_PAGE_NAMES.businessConvert),
};

export async function loader({ api, session }: PageLoaderArgs): Promise<BusinessGate> {
  try {
    return await loadGate(api, session);
  } catch (error) {
    pageError(error);
  }
}

const ConvertFormFrame = styled(Form)`
  text-align: start;
`;

/** The name's problem, in words: empty, else the model's rule ("Business name must be at most 50 characters"). */
export function businessNameError(name: string): string | undefined {
  if (name.trim() === '') return BUSINESS_TEXT.businessNameRequired;
  const result = BusinessAccountCreateOptionsSchema.safeParse({ business_name: name });
  return result.success
    ? undefined
    : `${BUSINESS_TEXT.businessNameLabel} ${result.error.issues[0]?.message ?? ''}`.trim();
}

function ConvertForm({ initialName }: { initialName: string }) {
  const api = useApi();
  const navigate = useNavigate();
  const [name, setName] = useState(initialName);
  const [error, setError] = useState<string | undefined>();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const input = useRef<TextFieldElement>(null);
  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (busy) return;
    const problem = businessNameError(name);
    setError(problem);
    setRefusal(null);
    if (problem) {
      input.current?.focus();
      return;
    }
    setBusy(true);
    let account: BusinessAccount;
    try {
      account = await api.convertToBusiness({ business_name: name });
    } catch (failure) {
      setRefusal(serverMessage(failure));
      setBusy(false);
      return;
    }
    navigate(subPagePath('businessAccess', account.user_biz_id, 'dashboard'));
  };
  return (
    <ConvertFormFrame onSubmit={(event) => void submit(event)} noValidate>
      <TextField
        ref={input}
        label={BUSINESS_TEXT.businessNameLabel}
        name="business_name"
        value={name}
        onChange={setName}
        autoComplete="organization"
        error={error}
        isRequired
      />
      {refusal ? <FormAlert role="alert">{refusal}</FormAlert> : null}
      <Button onPress={() => void submit()} busy={busy}>
        {busy ? BUSINESS_TEXT.converting : BUSINESS_TEXT.convertAction}
      </Button>
    </ConvertFormFrame>
  );
}

export function Component() {
  const gate = usePageData<typeof loader>();
  if (gate.state === 'loggedOut') {
    return <LogInPage heading={BUSINESS_TEXT.convertHeading} text={BUSINESS_TEXT.convertIntro} />;
  }
  if (gate.state === 'business') {
    return (
      <MessagePage>
        <h1>{BUSINESS_TEXT.convertHeading}</h1>
        <p>{BUSINESS_TEXT.alreadyBusiness(businessName(gate.account, gate.viewer))}</p>
        <ButtonLink href={subPagePath('businessAccess', gate.account.user_biz_id, 'dashboard')}>
          {BUSINESS_TEXT.toDashboard}
        </ButtonLink>
      </MessagePage>
    );
  }
  return (
    <MessagePage>
      <h1>{BUSINESS_TEXT.convertHeading}</h1>
      <p>{BUSINESS_TEXT.convertIntro}</p>
      <ConvertForm initialName={gate.viewer.full_name ?? ''} />
    </MessagePage>
  );
}
