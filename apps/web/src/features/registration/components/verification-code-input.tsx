import { Input, PinInput, useMatches } from '@mantine/core';
import { VERIFY_CODE_LENGTH } from '@seller-tools/contract';
import type { ClipboardEvent, FocusEvent, Ref } from 'react';

const FULL_CODE = new RegExp(`^\\d{${VERIFY_CODE_LENGTH}}$`);

interface VerificationCodeInputProps {
  value: string;
  onChange: (value: string) => void;
  /** Called instead of filling the boxes when the pasted text is not a whole code. */
  onInvalidPaste: () => void;
  /** Called when focus leaves the boxes altogether. */
  onBlur?: () => void;
  error: string | null;
  inputRef?: Ref<HTMLInputElement>;
}

/** Six single-digit boxes (spec §2): typing advances to the next box, pasting a whole code fills them all. */
export function VerificationCodeInput({
  value,
  onChange,
  onInvalidPaste,
  onBlur,
  error,
  inputRef,
}: VerificationCodeInputProps) {
  // Six large boxes do not fit a 375 px screen; smaller ones do.
  const size = useMatches<'md' | 'lg'>({ base: 'md', xs: 'lg' });

  // Captured before PinInput's own handler, which would silently fill a partial code.
  const onPasteCapture = (event: ClipboardEvent<HTMLDivElement>) => {
    const pasted = event.clipboardData.getData('text/plain').replace(/\s+/g, '');
    if (FULL_CODE.test(pasted)) return;
    event.preventDefault();
    event.stopPropagation();
    onInvalidPaste();
  };

  const onGroupBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onBlur?.();
  };

  return (
    <Input.Wrapper error={error} styles={{ error: { textAlign: 'center', marginTop: 8 } }}>
      <PinInput
        ref={inputRef}
        length={VERIFY_CODE_LENGTH}
        type="number"
        size={size}
        gap={size === 'lg' ? 'sm' : 'xs'}
        value={value}
        onChange={onChange}
        error={Boolean(error)}
        oneTimeCode
        autoFocus
        getInputProps={(index) => ({ 'aria-label': `Digit ${index + 1} of ${VERIFY_CODE_LENGTH}` })}
        placeholder=""
        styles={{ root: { justifyContent: 'center' } }}
        aria-label="Verification code"
        onPasteCapture={onPasteCapture}
        onBlur={onGroupBlur}
      />
    </Input.Wrapper>
  );
}
