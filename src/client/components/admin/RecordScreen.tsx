import { HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { AdminPageHeader } from './AdminPageHeader';
import { ListMessage } from './ListMessage';

type RecordQuery<T> = {
  isPending: boolean;
  isError: boolean;
  error: { data?: { httpStatus?: number } | null } | null;
  data?: T;
};

type RecordScreenProps<T> = {
  query: RecordQuery<T>;
  /** the screen's title while there is no record to name it */
  title: string;
  back: ReactNode;
  loadingText: string;
  notFoundText: string;
  errorText: string;
  children: (record: T) => ReactNode;
};

/** An admin screen about one stored record: loading, "does not exist", failed, else the record. */
export function RecordScreen<T>({ query, title, back, loadingText, notFoundText, errorText, children }: RecordScreenProps<T>) {
  if (query.isPending)
    return (
      <HStack role="status" py="16" justify="center" color="fg.muted">
        <Spinner size="sm" />
        <Text>{loadingText}</Text>
      </HStack>
    );
  if (query.isError || query.data === undefined)
    return (
      <Stack gap="6">
        <AdminPageHeader title={title} actions={back} />
        <ListMessage kind="error" text={query.error?.data?.httpStatus === 404 ? notFoundText : errorText} />
      </Stack>
    );
  return children(query.data);
}
