import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { findToast, makeAdminApp, openAdmin } from './adminTestKit';

beforeEach(() => {
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

/** The demo seed's complaints: GR-00002 open for 50 hours (overdue), GR-00001 acknowledged, due in about 25 days. */
const complaintNamed = (ticket: string) => {
  const heading = screen.getByRole('heading', { level: 2, name: new RegExp(`^${ticket}`) });
  return within(heading.closest('li') as HTMLElement);
};

describe('the Complaints screen', { timeout: 30_000 }, () => {
  it('lists the overdue complaint first, with both clocks', async () => {
    await openAdmin(await makeAdminApp(), '/admin/complaints', 'Complaints');
    const list = within(await screen.findByRole('list', { name: 'Complaints' }));
    expect(list.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'GR-00002 · Assembly visit missed',
      'GR-00001 · Delivery date keeps moving',
    ]);
    const overdue = complaintNamed('GR-00002');
    expect(overdue.getByText('Overdue')).toBeInTheDocument();
    expect(overdue.getByText(/^Acknowledgement overdue by 2 h \(due /)).toBeInTheDocument();
    expect(overdue.getByText(/^Resolve: 2\d days left \(by /)).toBeInTheDocument();
    const onTime = complaintNamed('GR-00001');
    expect(onTime.queryByText('Overdue')).toBeNull();
    expect(onTime.getByText(/^Acknowledged /)).toBeInTheDocument();
    expect(onTime.getByText(/^Resolve: 2\d days left \(by /)).toBeInTheDocument();
    expect(onTime.queryByRole('button', { name: 'Acknowledge GR-00001' })).toBeNull();
  });

  it('Refresh reads the queue again: a complaint filed since the screen opened shows', async () => {
    const user = userEvent.setup({ delay: null });
    const app = await makeAdminApp();
    await openAdmin(app, '/admin/complaints', 'Complaints');
    const list = within(await screen.findByRole('list', { name: 'Complaints' }));
    expect(list.getAllByRole('heading', { level: 2 })).toHaveLength(2);
    const filed = await app.ports.complaints.file({
      uid: 'demoShopper',
      orderId: null,
      subject: 'Scratched tabletop',
      description: 'The tabletop arrived with a long scratch across it.',
      contact: 'priya@example.com',
    });
    expect(filed.ok).toBe(true);
    expect(list.queryByRole('heading', { name: /Scratched tabletop/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(
      await list.findByRole('heading', { level: 2, name: /^GR-00003 · Scratched tabletop/ }),
    ).toBeInTheDocument();
  });

  it('acknowledges, replies and resolves, each logged, and the list follows', async () => {
    const user = userEvent.setup({ delay: null });
    const app = await makeAdminApp();
    await openAdmin(app, '/admin/complaints', 'Complaints');
    await screen.findByRole('list', { name: 'Complaints' });
    await user.click(screen.getByRole('button', { name: 'Acknowledge GR-00002' }));
    await findToast(/^GR-00002 acknowledged\. Its resolution is due by /);
    await waitFor(() => expect(complaintNamed('GR-00002').queryByText('Overdue')).toBeNull());

    const reply = within(
      complaintNamed('GR-00002').getByRole('form', { name: 'Reply to the customer on GR-00002' }),
    );
    await user.type(reply.getByRole('textbox'), 'Our carpenter will call you today to fix a visit.');
    await user.click(reply.getByRole('button', { name: 'Send reply' }));
    await findToast('Reply sent on GR-00002.');
    expect(
      complaintNamed('GR-00002').getByText('Our carpenter will call you today to fix a visit.'),
    ).toBeInTheDocument();

    await user.click(complaintNamed('GR-00002').getByRole('button', { name: 'Resolve GR-00002' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Resolve GR-00002?' }));
    await user.click(dialog.getByRole('button', { name: 'Resolve complaint' }));
    expect(
      await dialog.findByText('Please write what was done: the customer reads it with the resolution.'),
    ).toBeInTheDocument();
    await user.type(
      dialog.getByRole('textbox', { name: /^What was done/ }),
      'The bed was assembled on Friday.',
    );
    await user.click(dialog.getByRole('button', { name: 'Resolve complaint' }));
    await findToast('GR-00002 resolved. The customer sees your note.');
    await waitFor(() => expect(complaintNamed('GR-00002').getByText('Resolved')).toBeInTheDocument());
    expect(complaintNamed('GR-00002').queryByRole('form')).toBeNull();

    const entries = await app.ports.activity.list({ pageSize: 10, kind: 'complaint' });
    expect(entries.items.map((entry) => entry.targets[0]?.changes.map((change) => change.field))).toEqual([
      ['complaintStatus', 'reply'],
      ['reply'],
      ['complaintStatus'],
    ]);
  });

  it('says clearly when an acknowledgement cannot be saved, and keeps a reply that cannot be sent', async () => {
    const user = userEvent.setup({ delay: null });
    const app = await makeAdminApp();
    const repository = app.ports.complaints;
    vi.spyOn(repository, 'acknowledge').mockRejectedValueOnce(new Error('offline'));
    vi.spyOn(repository, 'addStaffReply').mockRejectedValueOnce(new Error('offline'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await openAdmin(app, '/admin/complaints', 'Complaints');
    await screen.findByRole('list', { name: 'Complaints' });
    await user.click(screen.getByRole('button', { name: 'Acknowledge GR-00002' }));
    await findToast('We could not update this complaint. Please try again.');
    expect(complaintNamed('GR-00002').getByText('Open')).toBeInTheDocument();

    const reply = within(
      complaintNamed('GR-00001').getByRole('form', { name: 'Reply to the customer on GR-00001' }),
    );
    await user.type(reply.getByRole('textbox'), 'The courier comes on Thursday.');
    await user.click(reply.getByRole('button', { name: 'Send reply' }));
    expect(await reply.findByRole('alert')).toHaveTextContent(
      'We could not send your reply. Please try again.',
    );
    expect(reply.getByRole('textbox')).toHaveValue('The courier comes on Thursday.');
  });

  it('shows the overdue count on the dashboard, linking the screen', async () => {
    const user = userEvent.setup({ delay: null });
    await openAdmin(await makeAdminApp(), '/admin/dashboard', 'Dashboard');
    const card = await screen.findByLabelText('Complaints overdue: 1');
    expect(within(card).getByText(/^Of 2 waiting/)).toBeInTheDocument();
    await user.click(within(card).getByRole('link', { name: 'Complaints overdue' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Complaints' })).toBeInTheDocument();
  });
});
