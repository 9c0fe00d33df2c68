import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { toolsError, toolsHandlers, toolsLoading } from '../../../../mocks/fixtures/tools.ts';
import { installStoryBackend, withAccountFrame } from '../shell/storyFrame.tsx';
import { ToolsPage } from './ToolsPage.tsx';

installStoryBackend();

const meta = {
  title: 'Content/ToolsPage',
  component: ToolsPage,
  decorators: [withAccountFrame],
  parameters: { account: { path: '/tools' }, msw: toolsHandlers() },
} satisfies Meta<typeof ToolsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Data: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Cursor' })).toBeVisible();
    // A tool whose address is not http(s) gets no link.
    await expect(canvas.getAllByRole('link', { name: /Visit website/ })).toHaveLength(3);
  },
};

export const Loading: Story = {
  parameters: { msw: toolsLoading() },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading tools...')).toBeVisible();
  },
};
export const LoadError: Story = {
  parameters: { msw: toolsError() },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Failed to load tools.' })).toBeVisible();
  },
};
export const Empty: Story = { parameters: { msw: toolsHandlers([]) } };

/** Tabs filter by category; Communication has none here. */
export const Tabs: Story = {
  parameters: { visual: 'viewport' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Cursor' });
    await userEvent.click(canvas.getByRole('tab', { name: 'Design' }));
    await expect(await canvas.findByRole('heading', { name: 'Figma' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Cursor' })).toBeNull();
    await userEvent.click(canvas.getByRole('tab', { name: 'Communication' }));
    await expect(await canvas.findByText('No content available.')).toBeVisible();
  },
};
