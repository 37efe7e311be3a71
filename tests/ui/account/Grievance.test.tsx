import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { shortOrderId } from '../../../src/domain/orders/ShortOrderId';
import { freshTestAppEachTest, renderApp } from '../helpers/testApp';
import { signInShopper } from './checkoutHelpers';

vi.setConfig({ testTimeout: 30_000 });

const app = freshTestAppEachTest(() =>
  Promise.all([
    import('../../../src/ui/shop/info/GrievancePage'),
    import('../../../src/ui/shop/account/ProfilePage'),
    import('../../../src/ui/shop/account/YourComplaintsCard'),
  ]),
);

const openForm = async () => {
  await signInShopper(app);
  renderApp(app, '/grievance');
  return within(await screen.findByRole('form', { name: 'Register a complaint' }));
};

const registerWobblyChairs = async (user: UserEvent, form: ReturnType<typeof within>): Promise<void> => {
  await user.type(form.getByRole('textbox', { name: /^Subject/ }), 'Wobbly chair legs');
  await user.type(
    form.getByRole('textbox', { name: /^What went wrong/ }),
    'Both chairs wobble on a level floor.',
  );
  await user.click(form.getByRole('button', { name: 'Register complaint' }));
};

describe('/grievance', () => {
  it('asks a guest to sign in and come back here', async () => {
    renderApp(app, '/grievance');
    expect(await screen.findByRole('heading', { level: 1, name: 'Grievance Redressal' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'sign in' })).toHaveAttribute('href', '/login?from=%2Fgrievance');
    expect(screen.queryByRole('form', { name: 'Register a complaint' })).toBeNull();
    expect(
      screen.getByText('We acknowledge every complaint within 48 hours of receiving it.'),
    ).toBeInTheDocument();
  });

  it('says what each field needs and keeps what was typed', async () => {
    const user = userEvent.setup({ delay: null });
    const form = await openForm();
    expect(form.getByRole('textbox', { name: /^How we can reach you/ })).toHaveValue('shopper@demo.shop');
    await user.type(form.getByRole('textbox', { name: /^Subject/ }), 'Bad');
    await user.clear(form.getByRole('textbox', { name: /^How we can reach you/ }));
    await user.type(form.getByRole('textbox', { name: /^How we can reach you/ }), 'call me');
    await user.click(form.getByRole('button', { name: 'Register complaint' }));
    expect(
      await form.findByText('Please give your complaint a subject of at least 5 characters.'),
    ).toBeInTheDocument();
    expect(form.getByText('Please describe what went wrong in at least 20 characters.')).toBeInTheDocument();
    expect(
      form.getByText('Please give a phone number or an e-mail address where we can reach you.'),
    ).toBeInTheDocument();
    expect(form.getByRole('alert')).toHaveTextContent('Please correct the highlighted fields.');
    expect(form.getByRole('textbox', { name: /^Subject/ })).toHaveValue('Bad');
    expect(form.getByRole('textbox', { name: /^How we can reach you/ })).toHaveValue('call me');
  });

  it('keeps the whole complaint when it cannot be registered, and says so', async () => {
    const user = userEvent.setup({ delay: null });
    vi.spyOn(app.ports.complaints, 'file').mockRejectedValueOnce(new Error('offline'));
    const form = await openForm();
    await registerWobblyChairs(user, form);
    expect(await form.findByRole('alert')).toHaveTextContent(
      'We could not register your complaint. Please try again.',
    );
    expect(form.getByRole('textbox', { name: /^Subject/ })).toHaveValue('Wobbly chair legs');
    expect(form.getByRole('textbox', { name: /^What went wrong/ })).toHaveValue(
      'Both chairs wobble on a level floor.',
    );
  });

  it('refuses a sixth complaint in a month in words, keeping what was typed', async () => {
    const user = userEvent.setup({ delay: null });
    const repository = app.ports.complaints;
    const before = (await repository.listMine('demoShopper')).length;
    for (let count = 1; count <= 5; count++) {
      const filed = await repository.file({
        uid: 'demoShopper',
        orderId: null,
        subject: `Complaint ${count}`,
        description: 'Something went wrong with my delivery.',
        contact: 'shopper@demo.shop',
      });
      expect(filed.ok).toBe(true);
    }
    const form = await openForm();
    await registerWobblyChairs(user, form);
    expect(await form.findByRole('alert')).toHaveTextContent(
      'You have filed 5 complaints this month, the most one account can. Please add to an open one under Profile, or contact our grievance officer.',
    );
    expect(form.getByRole('textbox', { name: /^Subject/ })).toHaveValue('Wobbly chair legs');
    expect(await repository.listMine('demoShopper')).toHaveLength(before + 5);
  });

  it('registers a complaint about one of their orders and names its ticket', async () => {
    const user = userEvent.setup({ delay: null });
    const form = await openForm();
    const order = form.getByRole('combobox', { name: 'Order' });
    await waitFor(() =>
      expect(
        within(order).getByRole('option', { name: new RegExp(shortOrderId('demoOrderDelivered01')) }),
      ).toBeInTheDocument(),
    );
    await user.selectOptions(order, 'demoOrderDelivered01');
    await registerWobblyChairs(user, form);
    expect(
      await screen.findByText(
        'Your complaint GR-00003 has been registered. We will acknowledge it within 48 hours.',
      ),
    ).toBeInTheDocument();
    expect(form.getByRole('textbox', { name: /^Subject/ })).toHaveValue('');
    const mine = await app.ports.complaints.listMine('demoShopper');
    expect(mine[0]).toMatchObject({
      number: 3,
      orderId: 'demoOrderDelivered01',
      subject: 'Wobbly chair legs',
      contact: 'shopper@demo.shop',
    });
  });
});

describe("the profile's complaints", () => {
  const openProfile = async () => {
    await signInShopper(app);
    renderApp(app, '/profile');
    return within(await screen.findByRole('list', { name: 'Your complaints' }));
  };

  it('shows each complaint with its status, its clocks in words and the replies', async () => {
    const list = await openProfile();
    const items = list.getAllByRole('listitem', { name: /^GR-/ });
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'GR-00002 · Assembly visit missed',
      'GR-00001 · Delivery date keeps moving',
    ]);
    const [open, acknowledged] = items as [HTMLElement, HTMLElement];
    expect(within(open).getByText('Overdue')).toBeInTheDocument();
    expect(
      within(open).getByText(/^Our acknowledgement was due by .+\. We are sorry for the delay\.$/),
    ).toBeInTheDocument();
    expect(within(acknowledged).getByText('Acknowledged')).toBeInTheDocument();
    expect(within(acknowledged).getByText(/^We will resolve it by \d+ \w+ \d{4}\.$/)).toBeInTheDocument();
    const replies = within(within(acknowledged).getByRole('list', { name: 'Replies on GR-00001' }));
    expect(replies.getAllByRole('listitem')).toHaveLength(2);
    expect(replies.getByText(/^Support desk, Sheesham Home/)).toBeInTheDocument();
    expect(replies.getByText(/^You ·/)).toBeInTheDocument();
  });

  it('sends a reply, and keeps it in the box when it cannot be sent', async () => {
    const user = userEvent.setup({ delay: null });
    const repository = app.ports.complaints;
    vi.spyOn(repository, 'addShopperReply').mockRejectedValueOnce(new Error('offline'));
    const list = await openProfile();
    const box = within(list.getByRole('form', { name: 'Your reply to GR-00002' }));
    await user.type(box.getByRole('textbox'), 'Any day this week after 5 pm.');
    await user.click(box.getByRole('button', { name: 'Send reply' }));
    expect(await box.findByRole('alert')).toHaveTextContent(
      'We could not send your reply. Please try again.',
    );
    expect(box.getByRole('textbox')).toHaveValue('Any day this week after 5 pm.');
    await user.click(box.getByRole('button', { name: 'Send reply' }));
    const replies = within(await list.findByRole('list', { name: 'Replies on GR-00002' }));
    expect(replies.getByText('Any day this week after 5 pm.')).toBeInTheDocument();
    expect(box.getByRole('textbox')).toHaveValue('');
  });
});
