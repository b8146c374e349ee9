import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../components/Button/Button.tsx';
import { DoDont } from './DoDont.tsx';
import { TokenTables } from './TokenTables.tsx';
import './Foundations.css';

/**
 * The parts of the foundations pages (Foundations/Tokens, Theming, Using the components), as
 * stories: so that they are checked like any component (axe, in each theme and direction).
 */
const meta = {
  title: 'Foundations/Parts',
  component: TokenTables,
} satisfies Meta<typeof TokenTables>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every token, in its group, with its value in the theme picked in the toolbar. */
export const AllTokens: Story = {};

/** The colour tokens only, with their contrast against the page and a card. */
export const Colours: Story = { args: { groups: ['surface', 'brand', 'status', 'accent'] } };

/** A usage rule: the example to follow beside the one to avoid. */
export const DoAndDont: StoryObj<typeof DoDont> = {
  render: () => (
    <DoDont
      good={
        <>
          <Button variant="primary">Search</Button>
          <Button>Clear All</Button>
        </>
      }
      goodCaption="One primary action; the others are secondary."
      bad={
        <>
          <Button variant="primary">Search</Button>
          <Button variant="primary">Clear All</Button>
        </>
      }
      badCaption="Two primary buttons: nothing stands out."
    />
  ),
};
