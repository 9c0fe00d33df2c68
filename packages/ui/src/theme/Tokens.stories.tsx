import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect } from 'storybook/test';
import { vars } from './contract.css.ts';
import { darkColors, lightColors, sharedTokens } from './tokens.ts';

// The design tokens as a page for designers: every colour of both themes, spacing, radii, type sizes and shadows,
// drawn with the CSS variables themselves (so the page follows the theme toolbar) beside the values behind them.

/** `var(--academy-color-primary)` -> `--academy-color-primary`: the name a stylesheet outside the package uses. */
const variableName = (reference: string) => reference.replace(/^var\((--[^)]+)\)$/, '$1');

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section style={{ marginBlockEnd: vars.space[8] }}>
      <h2 style={{ fontSize: vars.font.size.xl, marginBlockEnd: vars.space[3] }}>{title}</h2>
      {children}
    </section>
  );
}

const cell = { padding: `${vars.space[1]} ${vars.space[3]}`, textAlign: 'start', fontSize: vars.font.size.sm } as const;
const mono = { ...cell, fontFamily: vars.font.family.mono } as const;

function TokenTable({ caption, rows }: { caption: string; rows: { name: string; reference: string; value: string; sample: ReactNode }[] }) {
  return (
    <table style={{ borderCollapse: 'collapse', inlineSize: '100%' }}>
      <caption style={{ ...cell, captionSide: 'top', color: vars.color.textMuted }}>{caption}</caption>
      <thead>
        <tr style={{ borderBlockEnd: `1px solid ${vars.color.border}` }}>
          <th style={cell}>Token</th>
          <th style={cell}>CSS variable</th>
          <th style={cell}>Value</th>
          <th style={cell}>Sample</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.name} style={{ borderBlockEnd: `1px solid ${vars.color.border}` }}>
            <th scope="row" style={mono}>
              {row.name}
            </th>
            <td style={mono}>{variableName(row.reference)}</td>
            <td style={mono}>{row.value}</td>
            <td style={cell}>{row.sample}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function TokensPage() {
  const colorNames = Object.keys(vars.color) as (keyof typeof vars.color)[];
  return (
    <main style={{ padding: vars.space[6], color: vars.color.text, background: vars.color.background, fontFamily: vars.font.family.body }}>
      <h1 style={{ fontSize: vars.font.size['3xl'], marginBlockEnd: vars.space[6] }}>Design tokens</h1>
      <Section title="Colour">
        <TokenTable
          caption="Values: light / dark theme"
          rows={colorNames.map((name) => ({
            name: `color.${name}`,
            reference: vars.color[name],
            value: `${lightColors[name]} / ${darkColors[name]}`,
            sample: (
              <span
                aria-hidden="true"
                style={{
                  display: 'inline-block',
                  inlineSize: '3rem',
                  blockSize: '1.5rem',
                  background: vars.color[name],
                  border: `1px solid ${vars.color.borderStrong}`,
                  borderRadius: vars.radius.sm,
                }}
              />
            ),
          }))}
        />
      </Section>
      <Section title="Spacing">
        <TokenTable
          caption="The space scale (margins, gaps, padding)"
          rows={(Object.keys(sharedTokens.space) as (keyof typeof sharedTokens.space)[]).map((step) => ({
            name: `space.${step}`,
            reference: vars.space[step],
            value: sharedTokens.space[step],
            sample: (
              <span
                aria-hidden="true"
                style={{ display: 'inline-block', inlineSize: vars.space[step], blockSize: '0.75rem', background: vars.color.primary }}
              />
            ),
          }))}
        />
      </Section>
      <Section title="Radius">
        <TokenTable
          caption="Corner radii"
          rows={(Object.keys(sharedTokens.radius) as (keyof typeof sharedTokens.radius)[]).map((size) => ({
            name: `radius.${size}`,
            reference: vars.radius[size],
            value: sharedTokens.radius[size],
            sample: (
              <span
                aria-hidden="true"
                style={{
                  display: 'inline-block',
                  inlineSize: '2.5rem',
                  blockSize: '2.5rem',
                  borderRadius: vars.radius[size],
                  border: `2px solid ${vars.color.primary}`,
                }}
              />
            ),
          }))}
        />
      </Section>
      <Section title="Type sizes">
        <TokenTable
          caption="Font sizes (body family)"
          rows={(Object.keys(sharedTokens.font.size) as (keyof typeof sharedTokens.font.size)[]).map((size) => ({
            name: `font.size.${size}`,
            reference: vars.font.size[size],
            value: sharedTokens.font.size[size],
            sample: <span style={{ fontSize: vars.font.size[size] }}>Aprann bati ak AI</span>,
          }))}
        />
      </Section>
      <Section title="Shadow">
        <TokenTable
          caption="Elevation (values differ per theme)"
          rows={(Object.keys(vars.shadow) as (keyof typeof vars.shadow)[]).map((level) => ({
            name: `shadow.${level}`,
            reference: vars.shadow[level],
            value: 'per theme',
            sample: (
              <span
                aria-hidden="true"
                style={{
                  display: 'inline-block',
                  inlineSize: '3rem',
                  blockSize: '1.5rem',
                  background: vars.color.surfaceRaised,
                  boxShadow: vars.shadow[level],
                }}
              />
            ),
          }))}
        />
      </Section>
    </main>
  );
}

const meta = {
  title: 'Foundations/Design tokens',
  component: TokensPage,
  // A page several screens tall: its screenshot is slow to settle on a busy machine, and what it shows comes from
  // the same tokens every component's baselines already capture. The play function checks its content.
  parameters: { visual: false },
} satisfies Meta<typeof TokensPage>;
export default meta;

export const Tokens: StoryObj<typeof meta> = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Design tokens', level: 1 })).toBeVisible();
    // Every colour of the contract is listed, named as a stylesheet outside the package would use it.
    await expect(canvas.getByRole('rowheader', { name: 'color.primary' })).toBeVisible();
    await expect(canvas.getAllByText('--academy-color-primary')[0]).toBeVisible();
    await expect(canvas.getAllByRole('rowheader', { name: /^color\./ })).toHaveLength(Object.keys(vars.color).length);
  },
};
