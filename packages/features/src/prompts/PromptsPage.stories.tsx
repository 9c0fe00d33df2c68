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
    // SPEC 3: a prompt without an author is shown as by 'Unknown'.
    await expect(canvas.getByText('Pa Unknown')).toBeVisible();
  },
};

/**
 * The locked prompt's Premium button says why (SPEC 2's tooltip) when it takes keyboard focus, and to a screen reader
 * (its name). react-aria ignores the synthetic pointer events of a hover here (Tooltip.stories.tsx); the tooltip's
 * look is PromptCard's story.
 */
export const LockedPromptTooltip: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const premium = await canvas.findByRole('link', { name: 'Premium: This prompt requires a paid subscription' });
    for (let step = 0; step < 40 && canvasElement.ownerDocument.activeElement !== premium; step++) await userEvent.tab();
    await expect(premium).toHaveFocus();
    const tooltip = await within(canvasElement.ownerDocument.body).findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('This prompt requires a paid subscription');
  },
};

export const Loading: Story = {
  parameters: { msw: promptsLoading() },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading prompts...')).toBeVisible();
  },
};
export const LoadError: Story = {
  parameters: { msw: promptsError() },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Failed to load prompts.' })).toBeVisible();
  },
};
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

/** On a phone the filters fold away behind 'Show Filters', which opens them and then reads 'Hide Filters'. */
export const FiltersOnPhone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  // A behaviour (the toggle's words and what it opens); Data shows the page.
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('4 Prompts');
    // Folded away: not shown, so not in the accessibility tree either.
    await expect(canvas.queryByRole('checkbox', { name: 'Feature' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Show Filters' }));
    await expect(canvas.getByRole('checkbox', { name: 'Feature' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Hide Filters' }));
    await expect(canvas.queryByRole('checkbox', { name: 'Feature' })).toBeNull();
  },
};
