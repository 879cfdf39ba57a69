import { List } from '@chakra-ui/react';
import { EditorCard } from '../newsletterEditor/EditorCard';

const tips = [
  'Put the news in the headline: who is affected and what changes, in plain words.',
  'Give a source link whenever you have one; the article cites it and readers can check it.',
  'Use the notes for facts the model cannot know: dates, deadlines, eligibility, local details.',
  'Choose the section first; each one asks for a different kind of article.',
  'Read every generated article before it goes out, and correct names, figures and links.',
  'Keep it useful: end with what a veteran can do next and where to get help.',
];

/** Best practices for writing with the generator. */
export function WritingTipsCard() {
  return (
    <EditorCard title="Tips for Better Articles">
      <List.Root as="ul" gap="3" ps="5" textStyle="sm">
        {tips.map((tip) => (
          <List.Item key={tip}>{tip}</List.Item>
        ))}
      </List.Root>
    </EditorCard>
  );
}
