import { useState, type FormEvent } from 'react';
import { Button, Field, Stack, Textarea } from '@chakra-ui/react';
import { REPLY_MAX } from '../../../domain/afterSales/Complaint';
import { FormFailure } from './FormFailure';

const count = new Intl.NumberFormat('en-IN');

/**
 * A box to reply to a complaint (the shopper's profile, the staff's screen). `onSend` resolves null once sent, which
 * empties the box, else the problem, shown while what was typed stays and until it is edited.
 */
export function ComplaintReplyBox({
  label,
  sendLabel = 'Send reply',
  sending,
  onSend,
}: {
  /** The field's label, naming the ticket: 'Your reply to GR-00002'. */
  label: string;
  sendLabel?: string;
  sending: boolean;
  onSend: (text: string) => Promise<string | null>;
}) {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const send = async (event: FormEvent) => {
    event.preventDefault();
    const refused = await onSend(text);
    setProblem(refused);
    if (!refused) setText('');
  };
  const length = text.trim().length;
  return (
    <Stack asChild gap="2">
      <form noValidate aria-label={label} onSubmit={(event) => void send(event)}>
        <Field.Root invalid={length > REPLY_MAX}>
          <Field.Label>{label}</Field.Label>
          <Textarea
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setProblem(null);
            }}
            rows={3}
            bg="white"
          />
          <Field.HelperText color={length > REPLY_MAX ? 'red.700' : 'gray.600'}>
            {count.format(length)} / {count.format(REPLY_MAX)} characters
          </Field.HelperText>
        </Field.Root>
        <FormFailure message={problem} />
        <Button
          type="submit"
          size="sm"
          variant="outline"
          colorPalette="brand"
          w="fit-content"
          loading={sending}
        >
          {sendLabel}
        </Button>
      </form>
    </Stack>
  );
}
