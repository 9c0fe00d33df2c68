import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Toaster } from './Toaster.tsx';
import { toast, toastTypes, type ToastType } from './toastStore.ts';

function Demo({ type }: { type: ToastType }) {
  return (
    <Button onPress={() => toast(`A ${type} toast`, { type, description: 'With a description line.', duration: Number.POSITIVE_INFINITY })}>
      Show {type}
    </Button>
  );
}

const meta = {
  title: 'Shell/Toaster',
  // A Docs page with the props table, for designers and developers.
  tags: ['autodocs'],
  component: Toaster,
  beforeEach: () => () => toast.dismiss(),
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', minBlockSize: 320, alignContent: 'flex-end' }}>
      {toastTypes.map((type) => (
        <Demo key={type} type={type} />
      ))}
      <Toaster {...args} />
    </div>
  ),
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each type with title, description and a close button; the region sits at the top centre. */
export const AllTypes: Story = {
  play: async ({ canvas }) => {
    for (const type of ['success', 'error', 'loading'] as const)
      await userEvent.click(canvas.getByRole('button', { name: `Show ${type}` }));
    const region = canvas.getByRole('region', { name: 'Notifications' });
    await waitFor(() => expect(within(region).getAllByTestId('toast')).toHaveLength(3));
    await expect(within(region).getByText('A loading toast')).toBeVisible();
    await expect(region.getBoundingClientRect().width).toBe(356);
    const center = region.getBoundingClientRect().left + region.getBoundingClientRect().width / 2;
    await expect(Math.abs(center - window.innerWidth / 2)).toBeLessThan(2);
  },
};

/** Five toasts queued, three shown, 14 px apart; closing one brings the next in. */
export const StacksAtMostThree: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Notifications' });
    for (let i = 1; i <= 5; i++) toast(`Toast ${i}`, { duration: Number.POSITIVE_INFINITY });
    await waitFor(() => expect(within(region).getAllByTestId('toast')).toHaveLength(3));
    const [first, second] = within(region).getAllByTestId('toast');
    await expect(first).toHaveTextContent('Toast 5');
    await expect(Math.round(second!.getBoundingClientRect().top - first!.getBoundingClientRect().bottom)).toBe(14);
    await userEvent.click(within(first!).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(within(region).getAllByTestId('toast')[2]).toHaveTextContent('Toast 2'));
  },
};

/** The default 4000 ms (SPEC 9): still shown after 3.5 s, gone soon after 4 s. Real time, no duration passed. */
export const AutoDismiss: Story = {
  args: {},
  parameters: { visual: 'viewport' },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Notifications' });
    // Nothing hovers or focuses the toast here (either would pause its timer): the play function only watches.
    const shownAt = performance.now();
    toast.success('Profile updated');
    await expect(await within(region).findByText('Profile updated')).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 3500 - (performance.now() - shownAt)));
    await expect(within(region).getByText('Profile updated')).toBeVisible();
    await waitFor(() => expect(within(region).queryByText('Profile updated')).toBeNull(), { timeout: 1500, interval: 50 });
    // Leaving takes no more than the 4 s and a short exit: a longer default would still be on screen here.
    await expect(performance.now() - shownAt).toBeLessThan(4800);
  },
};

/** SPEC 9's other queue: one toast at a time. */
export const OneAtATime: Story = {
  args: { visibleToasts: 1 },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Notifications' });
    toast.info('First', { duration: Number.POSITIVE_INFINITY });
    toast.info('Second', { duration: Number.POSITIVE_INFINITY });
    await waitFor(() => expect(within(region).getAllByTestId('toast')).toHaveLength(1));
    await expect(within(region).getByText('Second')).toBeVisible();
  },
};

/** A swipe shorter than 20 px leaves the toast; a longer one dismisses it. */
export const SwipeToDismiss: Story = {
  parameters: { visual: 'viewport' },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Notifications' });
    toast.info('Swipe me', { duration: Number.POSITIVE_INFINITY });
    const item = await within(region).findByTestId('toast');
    fireEvent.pointerDown(item, { clientX: 10, clientY: 100, pointerId: 1 });
    fireEvent.pointerUp(item, { clientX: 10, clientY: 88, pointerId: 1 });
    await expect(within(region).getByText('Swipe me')).toBeVisible();
    fireEvent.pointerDown(item, { clientX: 10, clientY: 100, pointerId: 1 });
    fireEvent.pointerMove(item, { clientX: 10, clientY: 85, pointerId: 1 });
    fireEvent.pointerUp(item, { clientX: 10, clientY: 75, pointerId: 1 });
    await waitFor(() => expect(within(region).queryByText('Swipe me')).toBeNull());
  },
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Hovering holds a toast; leaving it continues with the time that was left, not a whole new duration. */
export const HoverResumesRemainingTime: Story = {
  args: {},
  parameters: { visual: 'viewport' },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Notifications' });
    toast.info('Read me', { duration: 1200 });
    const item = await within(region).findByText('Read me');
    await sleep(700);
    await userEvent.hover(item);
    await sleep(1500);
    await expect(within(region).getByText('Read me')).toBeVisible();
    await userEvent.unhover(item);
    const left = performance.now();
    await waitFor(() => expect(within(region).queryByText('Read me')).toBeNull(), { timeout: 3000, interval: 20 });
    // About 500 ms were left; a restarted clock would have taken the whole 1200 ms.
    await expect(performance.now() - left).toBeLessThan(1000);
  },
};

/** While the tab is hidden a toast waits for the reader to come back. */
export const WaitsWhileTabHidden: Story = {
  args: {},
  parameters: { visual: 'viewport' },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Notifications' });
    const setHidden = (hidden: boolean) => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (hidden ? 'hidden' : 'visible') });
      document.dispatchEvent(new Event('visibilitychange'));
    };
    try {
      toast.info('While you were away', { duration: 400 });
      await within(region).findByText('While you were away');
      setHidden(true);
      await sleep(1000);
      await expect(within(region).getByText('While you were away')).toBeVisible();
      setHidden(false);
      await waitFor(() => expect(within(region).queryByText('While you were away')).toBeNull(), { timeout: 2000 });
    } finally {
      // Back to the document's own property.
      Reflect.deleteProperty(document, 'visibilityState');
    }
  },
};
