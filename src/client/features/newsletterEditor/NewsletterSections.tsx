import { Button, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { sectionLabels } from '../../../shared/labels';
import { newsletterSectionOrder } from '../../../shared/newsletterContent';
import type { NewsletterSection } from './types';

type NewsletterSectionsProps = {
  sections: NewsletterSection[];
  /** false once the newsletter is sent: its content is final */
  editable: boolean;
  removingId?: string;
  onRemove: (article: NewsletterSection['articles'][number]) => void;
};

const capOf = (key: NewsletterSection['key']) => newsletterSectionOrder.find((slot) => slot.key === key)!.cap;

/** The seven sections in preview order, each with what it holds out of its cap. */
export function NewsletterSections({ sections, editable, removingId, onRemove }: NewsletterSectionsProps) {
  return (
    <Stack as="ol" gap="3" listStyleType="none" aria-label="Newsletter sections">
      {sections.map(({ section, key, articles }) => {
        const label = sectionLabels[section];
        return (
          <Stack as="li" key={key} gap="2" px="3" py={articles.length ? '3' : '2'} borderWidth="1px" borderRadius="md" bg="bg.subtle">
            <Flex justify="space-between" align="baseline" gap="3">
              <Text as="h3" fontWeight="semibold" color="navy.900">
                {label}
              </Text>
              <Text textStyle="sm" color="fg.muted" flexShrink={0}>
                {articles.length} of {capOf(key)}
              </Text>
            </Flex>
            {articles.length > 0 && (
              <Stack as="ul" gap="2" listStyleType="none">
                {articles.map((article) => (
                  <HStack
                    as="li"
                    key={article.id}
                    justify="space-between"
                    gap="3"
                    bg="bg"
                    px="3"
                    py="2"
                    borderRadius="sm"
                    borderWidth="1px"
                  >
                    <Text textStyle="sm" minW="0">
                      {article.headline}
                    </Text>
                    {editable && (
                      <Button
                        size="xs"
                        variant="outline"
                        colorPalette="red"
                        flexShrink={0}
                        aria-label={`Remove "${article.headline}"`}
                        loading={removingId === article.id}
                        onClick={() => onRemove(article)}
                      >
                        Remove
                      </Button>
                    )}
                  </HStack>
                ))}
              </Stack>
            )}
          </Stack>
        );
      })}
    </Stack>
  );
}
