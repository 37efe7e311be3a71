import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ButtonLoader, loadingButton } from '../../src/ui/shared/components/ButtonLoader';

const button = (loading: boolean, text?: string) => (
  <button type="button" {...loadingButton(loading)}>
    <ButtonLoader loading={loading} {...(text ? { text } : {})}>
      Load more products
    </ButtonLoader>
  </button>
);

describe('ButtonLoader', () => {
  it('shows the label of an idle button, which is enabled and unmarked', () => {
    render(button(false, 'Loading…'));
    const idle = screen.getByRole('button', { name: 'Load more products' });
    expect(idle).toBeEnabled();
    expect(idle).not.toHaveAttribute('data-loading');
    expect(idle.querySelector('.buttonLoader__spinner')).toBeNull();
  });

  it('says its loading text beside the spinner while loading, disabled and marked for its styles', () => {
    render(button(true, 'Loading…'));
    const busy = screen.getByRole('button', { name: 'Loading…' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('data-loading', '');
    expect(busy.querySelector('.buttonLoader__spinner')).not.toBeNull();
  });

  it('without a loading text, stands the spinner over the label, which keeps the width but is not seen', () => {
    render(button(true));
    const busy = screen.getByRole('button');
    expect(busy.querySelector('.buttonLoader__centre .buttonLoader__spinner')).not.toBeNull();
    expect(screen.getByText('Load more products')).toHaveStyle({ visibility: 'hidden' });
  });
});
