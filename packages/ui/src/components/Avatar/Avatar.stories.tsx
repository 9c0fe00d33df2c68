import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Avatar } from './Avatar.tsx';

// A tiny inline image so the story never needs the network.
const photo =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" fill="#6366f1"/><circle cx="32" cy="26" r="12" fill="#e0e7ff"/><rect x="12" y="42" width="40" height="22" rx="11" fill="#e0e7ff"/></svg>',
  );

const meta = {
  title: 'Primitives/Avatar',
  // A Docs page with the props table, for designers and developers.
  tags: ['autodocs'],
  component: Avatar,
  args: { name: 'Ana Maria Silva', size: 'lg' },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Initials: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Ana Maria Silva' })).toHaveTextContent('AS');
  },
};

export const Photo: Story = {
  args: { src: photo },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Ana Maria Silva' })).toHaveAttribute('src', photo);
  },
};

/** The camera button opens the file picker for images. */
export const Upload: Story = {
  args: { size: 'xl', onUpload: fn(), uploadLabel: 'Change photo' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'Change photo' })).toBeVisible();
    const input = canvasElement.querySelector('input[type="file"]');
    await expect(input).toHaveAttribute('accept', 'image/*');
  },
};

export const Uploading: Story = { args: { size: 'xl', onUpload: fn(), isUploading: true } };
