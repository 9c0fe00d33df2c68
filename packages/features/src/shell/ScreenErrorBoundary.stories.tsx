import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ScreenError, ScreenErrorBoundary } from './ScreenErrorBoundary.tsx';

const meta = { title: 'Shell/ScreenError', component: ScreenError, args: { onReload: fn() } } satisfies Meta<typeof ScreenError>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A screen that failed to download or render: the message and a reload button (a reload fetches the new files). */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Paj sa a pa t ka louvri' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Rechaje paj la' }));
    await expect(args.onReload).toHaveBeenCalledTimes(1);
  },
};

function Broken(): never {
  throw new Error('render failed');
}

/** The boundary: a throwing screen shows the error; a new path (the visitor navigated) renders again. */
function BoundaryDemo() {
  const [path, setPath] = useState('/broken');
  return (
    <>
      <button type="button" onClick={() => setPath('/fine')}>
        Go elsewhere
      </button>
      <ScreenErrorBoundary resetKey={path}>{path === '/broken' ? <Broken /> : <p>Another screen</p>}</ScreenErrorBoundary>
    </>
  );
}

export const CatchesAndRecovers: Story = {
  render: () => <BoundaryDemo />,
  parameters: { visual: 'viewport' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Go elsewhere' }));
    await expect(await canvas.findByText('Another screen')).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};
