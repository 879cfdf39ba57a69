import { Button, Tabs } from '@chakra-ui/react';
import { AdminPageHeader } from '../../components/admin/AdminPageHeader';
import { BreakingNewsItems } from './BreakingNewsItems';
import { NewsConfigTab } from './NewsConfigTab';
import { useNewsCheck } from './useNewsCheck';

export function BreakingNewsScreen() {
  const check = useNewsCheck();
  return (
    <>
      <AdminPageHeader
        title="Breaking News Automation"
        description="Items found in the monitored feeds, and how the monitor runs."
        actions={
          <Button colorPalette="navy" loading={check.checking} loadingText="Checking..." onClick={() => void check.run()}>
            Check for News
          </Button>
        }
      />
      <Tabs.Root defaultValue="items" variant="enclosed" lazyMount>
        <Tabs.List>
          <Tabs.Trigger value="items">Breaking News Items</Tabs.Trigger>
          <Tabs.Trigger value="config">Configuration</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="items" pt="5">
          <BreakingNewsItems />
        </Tabs.Content>
        <Tabs.Content value="config" pt="5" bg="bg" borderWidth="1px" borderRadius="lg" p={{ base: '4', md: '6' }} mt="4">
          <NewsConfigTab />
        </Tabs.Content>
      </Tabs.Root>
    </>
  );
}
