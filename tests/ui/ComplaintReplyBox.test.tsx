import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChakraProvider } from '@chakra-ui/react';
import { describe, expect, it, vi } from 'vitest';
import { ComplaintReplyBox } from '../../src/ui/shared/components/ComplaintReplyBox';
import { shopSystem } from '../../src/ui/shared/theme/system';

const EMPTY = 'Please write your reply first.';

describe('the complaint reply box', () => {
  it('drops a refusal once the reply is edited, and empties itself once sent', async () => {
    const user = userEvent.setup({ delay: null });
    const onSend = vi.fn(async (text: string) => (text.trim() === '' ? EMPTY : null));
    render(
      <ChakraProvider value={shopSystem()}>
        <ComplaintReplyBox label="Your reply to GR-00002" sending={false} onSend={onSend} />
      </ChakraProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(EMPTY);

    const box = screen.getByRole('textbox', { name: 'Your reply to GR-00002' });
    await user.type(box, 'The sofa arrived with a torn cushion.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    await waitFor(() => expect(box).toHaveValue(''));
    expect(onSend).toHaveBeenLastCalledWith('The sofa arrived with a torn cushion.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
