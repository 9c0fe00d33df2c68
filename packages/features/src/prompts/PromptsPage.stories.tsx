import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { promptsError, promptsHandlers, promptsLoading } from '../../../../mocks/fixtures/prompts.ts';
import { installStoryBackend, withAccountFrame } from '../shell/storyFrame.tsx';
import { PromptsPage } from './PromptsPage.tsx';

installStoryBackend();

const meta = {
  title: 'Content/PromptsPage',
  component: PromptsPage,
  decorators: [withAccountFrame],
  parameters: { account: { path: '/prompts' }, msw: promptsHandlers() },
} satisfies Meta<typeof PromptsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Data: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('4 Prompts')).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Premium/ })).toHaveAttribute('href', '/plans');
  },
};

export const Loading: Story = { parameters: { msw: promptsLoading() } };
export const LoadError: Story = { parameters: { msw: promptsError() } };
export const Empty: Story = { parameters: { msw: promptsHandlers([]) } };

/** Type filter and search narrow the grid. */
export const FilterAndSearch: Story = {
  parameters: { visual: 'viewport' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('4 Prompts');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Feature' }));
    await expect(await canvas.findByText('2 Prompts')).toBeVisible();
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Chèche prompts' }), 'chat');
    await expect(await canvas.findByText('1 Prompt')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Show more' }));
    await expect(canvas.getByRole('checkbox', { name: 'Code-Quality' })).toBeVisible();
  },
};
