import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, within } from 'storybook/test';
import { authError, authSession, learner, restRows, storageError, storageUpload } from '../../../../mocks/supabase/index.ts';
import { installStoryBackend, signInStoryClient, withAccountFrame } from '../shell/storyFrame.tsx';
import { EditProfilePage } from './EditProfilePage.tsx';

installStoryBackend();

const user = { ...learner, user_metadata: { full_name: 'Marie Claire', phone: '+509 5555 5555', country: 'Haiti' } };
const png = () =>
  new File(
    [
      Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='), (c) =>
        c.charCodeAt(0),
      ),
    ],
    'me.png',
    { type: 'image/png' },
  );

const meta = {
  title: 'Accounts/EditProfilePage',
  component: EditProfilePage,
  decorators: [withAccountFrame],
  parameters: {
    account: { path: '/edit-profile', user },
    msw: [...authSession(user), ...restRows('user_profiles', [{ id: user.id, notify_by_mail: true }]), ...storageUpload('avatars')],
    a11y: { context: '[data-visual-root]' },
    visual: 'viewport',
  },
} satisfies Meta<typeof EditProfilePage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { parameters: { visual: true } };

export const Saved: Story = {
  play: async ({ canvasElement }) => {
    await signInStoryClient(user);
    const canvas = within(canvasElement);
    await userEvent.clear(canvas.getByLabelText('Peyi'));
    await userEvent.type(canvas.getByLabelText('Peyi'), 'Brasil');
    await userEvent.click(canvas.getByRole('button', { name: 'Anrejistre chanjman yo' }));
    await expect(await canvas.findByText('success: Profile updated successfully!')).toBeInTheDocument();
  },
};

export const TooLong: Story = {
  play: async ({ canvasElement }) => {
    await signInStoryClient(user);
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Telefòn'), '9'.repeat(30));
    await userEvent.click(canvas.getByRole('button', { name: 'Anrejistre chanjman yo' }));
    await expect(await canvas.findByText('Chan sa a pa ka depase 30 karaktè.')).toBeVisible();
  },
};

export const SaveFails: Story = {
  parameters: {
    msw: [...authError('user', 'Database error', 500, 'unexpected_failure'), ...authSession(user), ...restRows('user_profiles', [])],
  },
  play: async ({ canvasElement }) => {
    await signInStoryClient(user);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Anrejistre chanjman yo' }));
    await expect(await canvas.findByText('error: Error updating profile')).toBeInTheDocument();
  },
};

export const AvatarUploaded: Story = {
  play: async ({ canvasElement }) => {
    await signInStoryClient(user);
    const canvas = within(canvasElement);
    await userEvent.upload(canvasElement.querySelector('input[type="file"]') as HTMLInputElement, png());
    await expect(await canvas.findByText('success: Avatar updated successfully!')).toBeInTheDocument();
  },
};

export const AvatarUploadFails: Story = {
  parameters: {
    msw: [
      ...authSession(user),
      ...restRows('user_profiles', [{ id: user.id, notify_by_mail: true }]),
      ...storageError('avatars', 'The object exceeded the maximum allowed size', 413),
    ],
  },
  play: async ({ canvasElement }) => {
    await signInStoryClient(user);
    const canvas = within(canvasElement);
    await userEvent.upload(canvasElement.querySelector('input[type="file"]') as HTMLInputElement, png());
    await expect(await canvas.findByText('error: Error uploading avatar')).toBeInTheDocument();
  },
};

/** SPEC 5 (issue 35: a spec message shown where its condition happens): the picker answers without a chosen file: 'You must select an image to upload', and nothing is sent. */
export const AvatarWithoutFile: Story = {
  // The screen of Default with a toast: compared there.
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    await signInStoryClient(user);
    const canvas = within(canvasElement);
    fireEvent.change(canvasElement.querySelector('input[type="file"]') as HTMLInputElement, { target: { files: [] } });
    await expect(await canvas.findByText('error: You must select an image to upload')).toBeInTheDocument();
    await expect(canvas.queryByText('success: Avatar updated successfully!')).toBeNull();
  },
};

/** An empty file (0 bytes) is refused before sending (the server refuses it too, which would read only as a failed upload). */
export const AvatarEmptyFile: Story = {
  parameters: {
    msw: [
      ...authSession(user),
      ...restRows('user_profiles', [{ id: user.id, notify_by_mail: true }]),
      ...storageError('avatars', 'The file is empty (0 bytes): there is nothing to upload', 400),
    ],
  },
  play: async ({ canvasElement }) => {
    await signInStoryClient(user);
    const canvas = within(canvasElement);
    const empty = new File([], 'me.png', { type: 'image/png' });
    await userEvent.upload(canvasElement.querySelector('input[type="file"]') as HTMLInputElement, empty);
    await expect(await canvas.findByText('error: Fichye sa a vid: chwazi yon lòt imaj.')).toBeInTheDocument();
    await expect(canvas.queryByText('error: Error uploading avatar')).toBeNull();
  },
};
