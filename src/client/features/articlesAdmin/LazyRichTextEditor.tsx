import { lazy, Suspense } from 'react';
import { HStack, Spinner, Text } from '@chakra-ui/react';
import type { RichTextEditorProps } from '../admin/RichTextEditor';

// TipTap and ProseMirror load only when an editor opens: never in the public bundle.
const RichTextEditor = lazy(() => import('../admin/RichTextEditor'));

export function LazyRichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense
      fallback={
        <HStack role="status" borderWidth="1px" borderRadius="md" minH="16rem" justify="center" color="fg.muted">
          <Spinner size="sm" />
          <Text>Loading the editor...</Text>
        </HStack>
      }
    >
      <RichTextEditor {...props} />
    </Suspense>
  );
}
