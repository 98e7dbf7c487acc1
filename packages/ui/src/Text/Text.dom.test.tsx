import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Box, Flex, Grid } from '../Box/Box.tsx';
import { Divider } from '../Divider/Divider.tsx';
import { themed } from '../testing/themed.tsx';
import { HEADING_SIZE, Heading, LINE_CLAMPS, Text } from './Text.tsx';

describe('Text', () => {
  it('offers the §9 line clamps 1, 2 and 3, and clamps with CSS (the whole text stays readable)', () => {
    expect(LINE_CLAMPS).toEqual([1, 2, 3]);
    const long = 'A very long title '.repeat(20);
    themed(<Text lineClamp={2}>{long}</Text>);
    const text = screen.getByText(long.trim());
    expect(text).toHaveAttribute('data-line-clamp', '2');
    const style = getComputedStyle(text);
    expect(style.overflow).toBe('hidden');
    expect(style.getPropertyValue('-webkit-line-clamp')).toBe('2');
  });

  it('renders the element asked for and no style props in the DOM', () => {
    themed(
      <Text as="p" size="sm" color="subtle">
        Meta
      </Text>,
    );
    const p = screen.getByText('Meta');
    expect(p.tagName).toBe('P');
    expect(p.getAttributeNames().filter((n) => !['class', 'data-line-clamp'].includes(n))).toEqual([]);
  });
});

describe('Heading', () => {
  it('is a heading of its level with the size of that level', () => {
    themed(<Heading level={2}>Heads up!</Heading>);
    const h = screen.getByRole('heading', { level: 2, name: 'Heads up!' });
    expect(h.tagName).toBe('H2');
    expect(HEADING_SIZE[2]).toBe('lg');
    expect(getComputedStyle(h).fontSize).toBe('20px');
  });
});

describe('Box, Flex, Grid, Divider', () => {
  it('take spacing from the theme on logical sides and keep style props off the DOM', () => {
    themed(
      <Box
        data-testid="box"
        paddingInline={4}
        marginBlock={2}
        background="secondary"
        rounding="md"
        as="section"
      >
        <Flex data-testid="flex" gap={3} direction="column" alignItems="center">
          <Grid data-testid="grid" columns={3} gap={2}>
            <span>a</span>
          </Grid>
        </Flex>
        <Divider />
      </Box>,
    );
    const box = screen.getByTestId('box');
    expect(box.tagName).toBe('SECTION');
    expect(box).not.toHaveAttribute('paddinginline');
    // jsdom keeps logical shorthands as written.
    expect(getComputedStyle(box).getPropertyValue('padding-inline')).toBe('16px');
    expect(getComputedStyle(box).getPropertyValue('margin-block')).toBe('8px');
    const flex = getComputedStyle(screen.getByTestId('flex'));
    expect([flex.display, flex.flexDirection, flex.gap, flex.alignItems]).toEqual([
      'flex',
      'column',
      '12px',
      'center',
    ]);
    const grid = getComputedStyle(screen.getByTestId('grid'));
    expect(grid.gridTemplateColumns).toBe('repeat(3, minmax(0, 1fr))');
    expect(screen.getByRole('separator')).toBeInTheDocument();
  });
});
