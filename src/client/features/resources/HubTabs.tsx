import { Tabs } from '@chakra-ui/react';
import { podcastForHub } from '../../../shared/hubs';
import { PodcastPlayer } from '../podcast/PodcastPlayer';
import { PersonalGuide } from '../guide/PersonalGuide';
import { AllResourcesPanel } from './AllResourcesPanel';
import type { VeteranIssue } from './types';

/** Expert Podcast (the default), Personal Guide and All Resources. */
export function HubTabs({ hub }: { hub: VeteranIssue }) {
  return (
    <Tabs.Root defaultValue="podcast" variant="enclosed" colorPalette="navy" fitted>
      <Tabs.List width="full" overflowX="auto">
        <Tabs.Trigger value="podcast">Expert Podcast</Tabs.Trigger>
        <Tabs.Trigger value="guide">Personal Guide</Tabs.Trigger>
        <Tabs.Trigger value="resources">All Resources</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="podcast" pt="6">
        <PodcastPlayer podcast={podcastForHub(hub.title)} />
      </Tabs.Content>
      <Tabs.Content value="guide" pt="6">
        <PersonalGuide hubTitle={hub.title} issueId={hub.id} />
      </Tabs.Content>
      <Tabs.Content value="resources" pt="6">
        <AllResourcesPanel hub={hub} />
      </Tabs.Content>
    </Tabs.Root>
  );
}
