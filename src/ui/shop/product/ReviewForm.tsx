import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import {
  REVIEW_TEXT_MAX,
  REVIEW_TEXT_MIN,
  REVIEW_TITLE_MAX,
  type ReviewInput,
} from '../../../domain/afterSales/Review';
import { CountedTextareaField } from '../common/CountedTextareaField';
import { FormFailure } from '../../shared/components/FormFailure';
import { FormTextField } from '../common/FormTextField';
import { useDraft } from '../common/useDraft';
import type { ProductReviewsStore } from './ProductReviewsStore';
import { StarRatingInput } from './StarRatingInput';

/**
 * 'Write a review' / 'Edit your review': stars, an optional title and the text with its character count. Errors show
 * on their fields and a refusal says why; what was typed stays until the review is saved.
 */
export const ReviewForm = observer(function ReviewForm({
  store,
  initial,
  editing,
  onClose,
}: {
  store: ProductReviewsStore;
  initial: ReviewInput;
  editing: boolean;
  onClose: () => void;
}) {
  const titleId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const { draft, errors, setErrors, change, field } = useDraft<ReviewInput>(initial);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    // Opened by a button or a link to the form: the shopper starts on its first field.
    const form = formRef.current;
    (form?.querySelector<HTMLInputElement>('input:checked') ?? form?.querySelector('input'))?.focus();
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const outcome = await store.save(draft);
    if (outcome.ok) {
      onClose();
      return;
    }
    setErrors(outcome.fields);
    setFailure(outcome.message);
  };

  return (
    <Stack asChild gap="4" maxW="2xl" bg="brand.50" rounded="lg" p={{ base: '4', md: '5' }}>
      <form ref={formRef} aria-labelledby={titleId} noValidate onSubmit={(event) => void submit(event)}>
        <Heading as="h3" id={titleId} fontSize="lg" color="brand.900">
          {editing ? 'Edit your review' : 'Write a review'}
        </Heading>
        {editing ? (
          <Text fontSize="sm" color="gray.700">
            Your edited review is checked again before it appears.
          </Text>
        ) : null}
        <StarRatingInput
          value={draft.rating}
          onChange={(stars) => change('rating', stars)}
          error={errors.rating}
        />
        <FormTextField
          {...field('title')}
          label="Title"
          helper={`Optional, up to ${REVIEW_TITLE_MAX} characters`}
        />
        <CountedTextareaField
          {...field('text')}
          label="Your review"
          min={REVIEW_TEXT_MIN}
          max={REVIEW_TEXT_MAX}
        />
        <FormFailure message={failure} />
        <HStack gap="3" flexWrap="wrap">
          <Button type="submit" colorPalette="brand" loading={store.working} loadingText="Saving…">
            {editing ? 'Save changes' : 'Submit review'}
          </Button>
          <Button variant="ghost" onClick={onClose} disabled={store.working}>
            Cancel
          </Button>
        </HStack>
      </form>
    </Stack>
  );
});
