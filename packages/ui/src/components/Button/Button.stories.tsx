import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button, buttonSizes, buttonVariants } from './Button.tsx';

const meta = {
  title: 'Primitives/Button',
  // A Docs page with the props table, for designers and developers.
  tags: ['autodocs'],
  component: Button,
  args: { children: 'Continue Learning', onPress: fn() },
  argTypes: {
    variant: { control: 'select', options: buttonVariants },
    size: { control: 'select', options: buttonSizes },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continue Learning' }));
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      {buttonVariants.map((variant) => (
        <Button key={variant} {...args} variant={variant}>
          {variant}
        </Button>
      ))}
    </div>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <Button key={size} {...args} size={size}>
          {size}
        </Button>
      ))}
    </div>
  ),
};

/** Keyboard focus shows the ring; Enter presses. */
export const FocusVisible: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    const button = canvas.getByRole('button');
    await expect(button).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button'), { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { isLoading: true, children: 'Saving...' },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Saving...' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const AsLink: Story = {
  args: { href: '/pricing', children: 'See plans' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/pricing');
  },
};
