import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ExtractedField } from '../../src/ui/shared/components/ExtractedField';

const CLASSES = { root: 'shelf__field', label: 'shelf__label', input: 'shelf__input' };

describe('ExtractedField', () => {
  it('names its input by its label and marks nothing while valid', () => {
    render(<ExtractedField classNames={CLASSES} label="Pincode" invalid={false} defaultValue="" />);
    const input = screen.getByRole('textbox', { name: 'Pincode' });
    expect(input).toHaveClass('shelf__input');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('group')).not.toHaveAttribute('data-invalid');
  });

  it("marks its root, label and input invalid as Chakra's Field does, for its styles and for screen readers", () => {
    render(<ExtractedField classNames={CLASSES} label="Pincode" invalid defaultValue="12" />);
    const input = screen.getByRole('textbox', { name: 'Pincode' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('data-invalid', '');
    expect(screen.getByText('Pincode')).toHaveAttribute('data-invalid', '');
    expect(screen.getByRole('group')).toHaveAttribute('data-invalid', '');
    expect(screen.getByRole('group')).toHaveClass('shelf__field');
  });
});
