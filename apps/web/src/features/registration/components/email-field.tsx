import { Input, TextInput } from '@mantine/core';
import { useId } from 'react';
import { CUSTOM_DOMAIN } from '../info-form-model';
import { DomainPicker } from './domain-picker';
import classes from './email-field.module.css';

interface EmailFieldProps {
  local: string;
  onLocalChange: (value: string) => void;
  domains: readonly string[];
  domainsLoading: boolean;
  domainChoice: string;
  onDomainChoiceChange: (value: string) => void;
  customDomain: string;
  onCustomDomainChange: (value: string) => void;
  onBlur: () => void;
  error: string | null;
}

/** Email as spec §2 builds it: a local part, an @, and a domain from the list or typed. */
export function EmailField(props: EmailFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const describedBy = props.error ? errorId : undefined;
  const custom = props.domainChoice === CUSTOM_DOMAIN;

  return (
    <Input.Wrapper label="Email" id={id} error={props.error} errorProps={{ id: errorId }}>
      <div className={classes.row}>
        <TextInput
          id={id}
          value={props.local}
          onChange={(event) => props.onLocalChange(event.currentTarget.value)}
          onBlur={props.onBlur}
          placeholder="your.name"
          autoComplete="email"
          error={Boolean(props.error)}
          aria-describedby={describedBy}
        />
        <span className={classes.at} aria-hidden>
          @
        </span>
        <DomainPicker
          domains={props.domains}
          value={props.domainChoice}
          onChange={props.onDomainChoiceChange}
          loading={props.domainsLoading}
          error={Boolean(props.error)}
          describedBy={describedBy}
        />
      </div>
      {custom && (
        <TextInput
          mt="xs"
          label="Your email domain"
          value={props.customDomain}
          onChange={(event) => props.onCustomDomainChange(event.currentTarget.value)}
          onBlur={props.onBlur}
          placeholder="yourcompany.com"
          autoComplete="off"
          leftSection="@"
          error={Boolean(props.error)}
          aria-describedby={describedBy}
        />
      )}
    </Input.Wrapper>
  );
}
