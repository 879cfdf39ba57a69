import { useEffect } from 'react';
import { Box, Button, Flex, Separator } from '@chakra-ui/react';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { proseStyles } from '../../components/prose';

export type RichTextEditorProps = {
  /** stored HTML; an empty editor reports '' so the required-content rule applies */
  value: string;
  onChange: (html: string) => void;
  /** id of the visible label, read out as the editor's name */
  labelledBy: string;
  /** id of the error or hint under the editor */
  describedBy?: string;
  invalid?: boolean;
};

// each name starts with the button's visible text, so voice control can say what it sees
type Tool = { label: string; text: string; run: (e: Editor) => void; active?: (e: Editor) => boolean; enabled?: (e: Editor) => boolean };

const tools: (Tool | 'gap')[] = [
  { label: 'Bold', text: 'B', run: (e) => e.chain().focus().toggleBold().run(), active: (e) => e.isActive('bold') },
  { label: 'Italic', text: 'I', run: (e) => e.chain().focus().toggleItalic().run(), active: (e) => e.isActive('italic') },
  'gap',
  {
    label: 'H2 heading',
    text: 'H2',
    run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
    active: (e) => e.isActive('heading', { level: 2 }),
  },
  {
    label: 'H3 subheading',
    text: 'H3',
    run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
    active: (e) => e.isActive('heading', { level: 3 }),
  },
  {
    label: '• List, bulleted',
    text: '• List',
    run: (e) => e.chain().focus().toggleBulletList().run(),
    active: (e) => e.isActive('bulletList'),
  },
  {
    label: '1. List, numbered',
    text: '1. List',
    run: (e) => e.chain().focus().toggleOrderedList().run(),
    active: (e) => e.isActive('orderedList'),
  },
  { label: 'Quote', text: '“ ”', run: (e) => e.chain().focus().toggleBlockquote().run(), active: (e) => e.isActive('blockquote') },
  { label: 'Link', text: 'Link', run: editLink, active: (e) => e.isActive('link') },
  'gap',
  { label: 'Undo', text: 'Undo', run: (e) => e.chain().focus().undo().run(), enabled: (e) => e.can().undo() },
  { label: 'Redo', text: 'Redo', run: (e) => e.chain().focus().redo().run(), enabled: (e) => e.can().redo() },
];

/** Asks for the address of a link on the selection; an empty answer removes the link. */
function editLink(editor: Editor) {
  const current = (editor.getAttributes('link').href as string | undefined) ?? 'https://';
  const href = window.prompt('Link address (http or https)', current);
  if (href === null) return;
  const chain = editor.chain().focus().extendMarkRange('link');
  if (!href.trim() || href.trim() === 'https://') chain.unsetLink().run();
  else if (/^https?:\/\/\S+$/i.test(href.trim())) chain.setLink({ href: href.trim() }).run();
}

function Toolbar({ editor }: { editor: Editor }) {
  // re-render the buttons' pressed and disabled states as the selection moves
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) =>
      tools.map((tool) => (tool === 'gap' ? null : { active: tool.active?.(e) ?? false, enabled: tool.enabled?.(e) ?? true })),
  });
  return (
    <Flex role="toolbar" aria-label="Formatting" wrap="wrap" gap="1" p="1.5" borderBottomWidth="1px" bg="bg.subtle">
      {tools.map((tool, i) =>
        tool === 'gap' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the toolbar is a fixed list
          <Separator key={`gap-${i}`} orientation="vertical" height="6" alignSelf="center" mx="1" />
        ) : (
          <Button
            key={tool.label}
            type="button"
            size="xs"
            variant={state[i]?.active ? 'solid' : 'ghost'}
            colorPalette="navy"
            aria-label={tool.label}
            aria-pressed={tool.active ? Boolean(state[i]?.active) : undefined}
            disabled={!state[i]?.enabled}
            fontWeight={tool.text === 'B' ? 'bold' : undefined}
            fontStyle={tool.text === 'I' ? 'italic' : undefined}
            onClick={() => tool.run(editor)}
          >
            {tool.text}
          </Button>
        ),
      )}
    </Flex>
  );
}

/**
 * The article body editor (TipTap). It writes HTML with the tags the site's sanitizer keeps;
 * the server sanitizes it again on save. Loaded lazily so only the admin area downloads it.
 */
export default function RichTextEditor({ value, onChange, labelledBy, describedBy, invalid }: RichTextEditorProps) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        code: false,
        codeBlock: false,
        link: { openOnClick: false, autolink: true, protocols: ['http', 'https'], defaultProtocol: 'https' },
      }),
    ],
    content: value,
    immediatelyRender: true,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelledBy,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        'data-testid': 'rich-text-editor',
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });

  // a value set from outside (a reset, a different article) replaces the document
  useEffect(() => {
    // a re-render may still hold the instance TipTap destroyed when it built a new one
    if (!editor || editor.isDestroyed) return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (value !== current) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  return (
    <Box
      borderWidth="1px"
      borderColor={invalid ? 'border.error' : 'border'}
      borderRadius="md"
      bg="bg"
      overflow="hidden"
      _focusWithin={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '1px' }}
    >
      {editor && <Toolbar editor={editor} />}
      <Box
        css={{
          ...proseStyles,
          '& .tiptap': { minHeight: '16rem', padding: '3', outline: 'none', lineHeight: 'tall' },
          '& .tiptap > :last-child': { mb: 0 },
        }}
      >
        <EditorContent editor={editor} />
      </Box>
    </Box>
  );
}
