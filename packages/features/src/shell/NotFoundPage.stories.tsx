import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { NotFoundPage } from './NotFoundPage.tsx';

const meta = { title: 'Shell/NotFoundPage', component: NotFoundPage } satisfies Meta<typeof NotFoundPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('404')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Retounen lakay' })).toHaveAttribute('href', '/');
  },
};
