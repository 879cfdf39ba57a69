import { Box, Flex, type FlexProps, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ListMessage } from './ListMessage';
import { PageFooter } from './PageFooter';
import type { Paging } from './usePaging';

type PageQuery<T> = {
  isPending: boolean;
  isError: boolean;
  isPlaceholderData?: boolean;
  data?: { items: T[]; total: number };
};

type PagedListProps<T> = {
  list: PageQuery<T>;
  paging: Paging;
  /** plural, lower case: "leads" gives "Showing 1–50 of 240 leads" */
  noun: string;
  loadingText: string;
  errorText: string;
  emptyText: string;
  children: (items: T[]) => ReactNode;
};

/** One page of an admin list: loading, failed or empty message, else the rows and the pager. */
export function PagedList<T>({ list, paging, noun, loadingText, errorText, emptyText, children }: PagedListProps<T>) {
  if (list.isPending) return <ListMessage kind="loading" text={loadingText} />;
  if (list.isError || !list.data) return <ListMessage kind="error" text={errorText} />;
  if (list.data.items.length === 0) return <ListMessage kind="empty" text={emptyText} />;
  return (
    // the previous page stays on screen, dimmed, while the next one loads
    <Box opacity={list.isPlaceholderData ? 0.6 : 1}>
      {children(list.data.items)}
      <PageFooter paging={paging} total={list.data.total} noun={noun} />
    </Box>
  );
}

/** Rows of an admin list, one `<li>` each, named for screen readers. */
export function RowList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack as="ul" gap="0" listStyleType="none" aria-label={label}>
      {children}
    </Stack>
  );
}

/** One row of a RowList: stacked on a phone, side by side from md up, a rule between rows. */
export function ListRow(props: FlexProps) {
  return (
    <Flex
      as="li"
      gap="3"
      py="3"
      align={{ base: 'flex-start', md: 'center' }}
      direction={{ base: 'column', md: 'row' }}
      borderBottomWidth="1px"
      _last={{ borderBottomWidth: 0 }}
      {...props}
    />
  );
}
