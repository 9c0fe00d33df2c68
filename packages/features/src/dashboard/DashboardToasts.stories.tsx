import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { toast } from '@academy/ui';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { dashboardHandlers, writeHandlers, writesPending, writesRefused } from '../../../../mocks/fixtures/dashboard.ts';
import { lessonCaptionWrites } from '../../../../mocks/fixtures/captionWrites.ts';
import { AppToaster } from '../shell/AppToaster.tsx';
import { installStoryClient, withDashboard } from './stories/dashboardStory.tsx';
import { CommunityTab } from './tabs/CommunityTab.tsx';
import { NewsletterTab } from './tabs/NewsletterTab.tsx';
import { ToolsTab } from './tabs/ToolsTab.tsx';
import { UsersTab } from './tabs/UsersTab.tsx';
import { VideosTab } from './tabs/VideosTab.tsx';

// SPEC 8's dashboard toasts, each where its condition happens (issue 35: a message checked in the catalogue alone
// passes when a screen shows the wrong key): the staff action is taken, the data service accepts or refuses it (MSW),
// and the toast the app's Toaster shows is read. A failure story also checks the success message is not shown.
// Behaviours, not looks: toasts fade, so no screenshots (Dashboard.stories.tsx shows every tab).

/** A tab with the app's Toaster beside it, as the root layout mounts it. */
const withToaster = (tab: ReactNode) => () => (
  <>
    {tab}
    <AppToaster />
  </>
);

const meta = {
  title: 'Dashboard/Toasts',
  decorators: [withDashboard],
  beforeEach: () => {
    installStoryClient();
    // Toasts live in a module-wide store: one story's toast must not be read by the next.
    toast.dismiss();
  },
  parameters: { visual: false },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const dialog = () => within(body().getByRole('dialog'));

/** The toast `text` is on screen (and `not`, the other outcome's message, is not). */
async function toasted(text: string, not?: string) {
  await waitFor(() => expect(body().getByText(text)).toBeVisible());
  if (not) await expect(body().queryByText(not)).toBeNull();
}

async function confirmDelete() {
  await userEvent.click(await dialog().findByRole('button', { name: 'Efase' }));
}

export const RoleChangeFails: Story = {
  render: withToaster(<UsersTab />),
  parameters: { msw: [...writesRefused('user_profiles'), ...dashboardHandlers.users, ...writeHandlers] },
  play: async ({ canvas }) => {
    await userEvent.selectOptions(await canvas.findByRole('combobox', { name: 'Wòl: ada@academy.ht' }), 'instructor');
    await toasted('Failed to update user role', 'User role updated successfully');
  },
};

export const BanFails: Story = {
  render: withToaster(<UsersTab />),
  parameters: { msw: [...writesRefused('rpc/set_member_ban'), ...dashboardHandlers.users, ...writeHandlers] },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Entèdi manm: ada@academy.ht' }));
    await userEvent.click(await dialog().findByRole('button', { name: 'Entèdi manm' }));
    await toasted('Failed to update user status', 'User status updated successfully');
  },
};

export const VideoAddFails: Story = {
  render: withToaster(<VideosTab />),
  parameters: { msw: [...writesRefused('videos'), ...dashboardHandlers.videos, ...writeHandlers] },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Ajoute yon videyo' }));
    await userEvent.type(dialog().getByLabelText('Tit (Kreyòl)', { exact: true }), 'Deploying with AI');
    await userEvent.type(dialog().getByLabelText('Lyen videyo a'), 'https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    await userEvent.click(dialog().getByRole('button', { name: 'Ajoute videyo a' }));
    await toasted('Failed to create video', 'Video added successfully!');
  },
};

const editWelcomeVideo = async (canvas: ReturnType<typeof within>) => {
  await userEvent.click(await canvas.findByRole('button', { name: 'Modifye: Welcome to the AI Coder course' }));
  await expect(dialog().getByLabelText('Tit (Kreyòl)', { exact: true })).toHaveValue('Welcome to the AI Coder course');
  await userEvent.click(dialog().getByRole('button', { name: 'Anrejistre videyo a' }));
};

export const VideoUpdated: Story = {
  render: withToaster(<VideosTab />),
  parameters: { msw: [...lessonCaptionWrites([]), ...dashboardHandlers.videos, ...writeHandlers] },
  play: async ({ canvas }) => {
    await editWelcomeVideo(canvas);
    await toasted('Video updated successfully!', 'Failed to update video');
  },
};

export const VideoUpdateFails: Story = {
  render: withToaster(<VideosTab />),
  parameters: { msw: [...writesRefused('videos'), ...lessonCaptionWrites([]), ...dashboardHandlers.videos, ...writeHandlers] },
  play: async ({ canvas }) => {
    await editWelcomeVideo(canvas);
    await toasted('Failed to update video', 'Video updated successfully!');
  },
};

export const VideoDeleteFails: Story = {
  render: withToaster(<VideosTab />),
  parameters: { msw: [...writesRefused('videos'), ...dashboardHandlers.videos, ...writeHandlers] },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Efase: Welcome to the AI Coder course' }));
    await confirmDelete();
    await toasted('Failed to delete video', 'Video deleted successfully!');
  },
};

/** Show on a hidden lesson says 'Video is now visible' (hiding one says 'Video is now hidden': e2e/dashboard.test.ts). */
export const VideoShown: Story = {
  render: withToaster(<VideosTab />),
  parameters: { msw: [...dashboardHandlers.videos, ...writeHandlers] },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Montre: Old draft lesson' }));
    await toasted('Video is now visible', 'Video is now hidden');
  },
};

export const VideoVisibilityFails: Story = {
  render: withToaster(<VideosTab />),
  parameters: { msw: [...writesRefused('videos'), ...dashboardHandlers.videos, ...writeHandlers] },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Kache: Welcome to the AI Coder course' }));
    await toasted('Failed to update video visibility', 'Video is now hidden');
  },
};

export const ToolAddFails: Story = {
  render: withToaster(<ToolsTab />),
  parameters: { msw: [...writesRefused('tools'), ...dashboardHandlers.tools, ...writeHandlers] },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Ajoute yon zouti' }));
    await userEvent.type(dialog().getByLabelText(/^Non/), 'Lovable');
    await userEvent.type(dialog().getByLabelText(/^Deskripsyon/), 'Apps from a prompt.');
    await userEvent.click(dialog().getByRole('button', { name: /Kategori/ }));
    await userEvent.click(await body().findByRole('option', { name: 'Development' }));
    await userEvent.type(dialog().getByLabelText(/^Sit ofisyèl/), 'https://lovable.dev');
    await userEvent.click(dialog().getByRole('button', { name: 'Ajoute zouti a' }));
    await toasted('Failed to create tool', 'Tool added successfully!');
  },
};

const editCursor = async (canvas: ReturnType<typeof within>) => {
  await userEvent.click(await canvas.findByRole('button', { name: 'Modifye: Cursor' }));
  await expect(dialog().getByLabelText(/^Non/)).toHaveValue('Cursor');
  await userEvent.click(dialog().getByRole('button', { name: 'Anrejistre zouti a' }));
};

export const ToolUpdated: Story = {
  render: withToaster(<ToolsTab />),
  parameters: { msw: [...dashboardHandlers.tools, ...writeHandlers] },
  play: async ({ canvas }) => {
    await editCursor(canvas);
    await toasted('Tool updated successfully!', 'Failed to update tool');
  },
};

export const ToolUpdateFails: Story = {
  render: withToaster(<ToolsTab />),
  parameters: { msw: [...writesRefused('tools'), ...dashboardHandlers.tools, ...writeHandlers] },
  play: async ({ canvas }) => {
    await editCursor(canvas);
    await toasted('Failed to update tool', 'Tool updated successfully!');
  },
};

export const ToolDeleted: Story = {
  render: withToaster(<ToolsTab />),
  parameters: { msw: [...dashboardHandlers.tools, ...writeHandlers] },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Efase: Cursor' }));
    await expect(dialog().getByText('Are you sure you want to delete this tool? This action cannot be undone.')).toBeVisible();
    await confirmDelete();
    await toasted('Tool deleted successfully!', 'Failed to delete tool');
  },
};

export const ToolDeleteFails: Story = {
  render: withToaster(<ToolsTab />),
  parameters: { msw: [...writesRefused('tools'), ...dashboardHandlers.tools, ...writeHandlers] },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Efase: Cursor' }));
    await confirmDelete();
    await toasted('Failed to delete tool', 'Tool deleted successfully!');
  },
};

const fillNewTopic = async (canvas: ReturnType<typeof within>) => {
  await userEvent.click(await canvas.findByRole('button', { name: 'Add New Topic' }));
  await userEvent.type(dialog().getByLabelText(/^Tit sijè a/), 'Office hours');
  await userEvent.type(dialog().getByLabelText(/^Deskripsyon sijè a/), 'Ask the instructors anything.');
  await userEvent.type(dialog().getByLabelText(/^Kategori sijè a/), 'Setup');
  await userEvent.click(dialog().getByRole('button', { name: 'Add Topic' }));
};

const editWeeklyTopic = async (canvas: ReturnType<typeof within>) => {
  await userEvent.click(await canvas.findByRole('button', { name: 'Modifye: Weekly AI discussion' }));
  await expect(dialog().getByLabelText(/^Tit sijè a/)).toHaveValue('Weekly AI discussion');
  await userEvent.click(dialog().getByRole('button', { name: 'Update Topic' }));
};

/** While the new topic is on its way the submit button reads 'Adding...'. */
export const TopicAdding: Story = {
  render: withToaster(<CommunityTab />),
  parameters: { msw: [...writesPending('discussion_subjects'), ...dashboardHandlers.topics, ...writeHandlers] },
  play: async ({ canvas }) => {
    await fillNewTopic(canvas);
    await expect(await dialog().findByRole('button', { name: 'Adding...' })).toBeVisible();
  },
};

export const TopicAddFails: Story = {
  render: withToaster(<CommunityTab />),
  parameters: { msw: [...writesRefused('discussion_subjects'), ...dashboardHandlers.topics, ...writeHandlers] },
  play: async ({ canvas }) => {
    await fillNewTopic(canvas);
    await toasted('Failed to create topic', 'Topic added successfully!');
  },
};

/** While the edit is on its way the submit button reads 'Updating...'. */
export const TopicUpdating: Story = {
  render: withToaster(<CommunityTab />),
  parameters: { msw: [...writesPending('discussion_subjects'), ...dashboardHandlers.topics, ...writeHandlers] },
  play: async ({ canvas }) => {
    await editWeeklyTopic(canvas);
    await expect(await dialog().findByRole('button', { name: 'Updating...' })).toBeVisible();
  },
};

export const TopicUpdateFails: Story = {
  render: withToaster(<CommunityTab />),
  parameters: { msw: [...writesRefused('discussion_subjects'), ...dashboardHandlers.topics, ...writeHandlers] },
  play: async ({ canvas }) => {
    await editWeeklyTopic(canvas);
    await toasted('Failed to update topic', 'Topic updated successfully!');
  },
};

export const TopicDeleteFails: Story = {
  render: withToaster(<CommunityTab />),
  parameters: { msw: [...writesRefused('discussion_subjects'), ...dashboardHandlers.topics, ...writeHandlers] },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Efase: Weekly AI discussion' }));
    await confirmDelete();
    await toasted('Failed to delete topic', 'Topic deleted successfully!');
  },
};

/** Show on a hidden topic says 'Topic is now visible' (hiding one says 'Topic is now hidden': e2e/dashboard.test.ts). */
export const TopicShown: Story = {
  render: withToaster(<CommunityTab />),
  parameters: { msw: [...dashboardHandlers.topics, ...writeHandlers] },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Montre: House rules' }));
    await toasted('Topic is now visible', 'Topic is now hidden');
  },
};

export const TopicVisibilityFails: Story = {
  render: withToaster(<CommunityTab />),
  parameters: { msw: [...writesRefused('discussion_subjects'), ...dashboardHandlers.topics, ...writeHandlers] },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Kache: Weekly AI discussion' }));
    await toasted('Failed to update topic visibility', 'Topic is now hidden');
  },
};

/** A draft's Edit opens 'Edit Newsletter' filled in; saving it says so. */
export const NewsletterDraftUpdated: Story = {
  render: withToaster(<NewsletterTab />),
  parameters: { msw: [...dashboardHandlers.newsletters, ...writeHandlers] },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Modifye: Week 2: new lessons' }));
    await expect(dialog().getByRole('heading', { name: 'Edit Newsletter' })).toBeVisible();
    await expect(dialog().getByLabelText(/^Tit imèl la/)).toHaveValue('Week 2: new lessons');
    await userEvent.click(dialog().getByRole('button', { name: 'Save Draft' }));
    await toasted('Newsletter draft updated successfully', 'Newsletter draft created successfully');
  },
};

export const NewsletterDraftDeleted: Story = {
  render: withToaster(<NewsletterTab />),
  parameters: { msw: [...dashboardHandlers.newsletters, ...writeHandlers] },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Efase: Week 2: new lessons' }));
    await confirmDelete();
    await toasted('Newsletter draft deleted successfully');
  },
};
