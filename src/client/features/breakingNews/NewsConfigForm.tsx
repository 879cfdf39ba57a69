import { useRef, useState } from 'react';
import { useInvalidate } from '../../lib/invalidation';
import { Field, SimpleGrid, Stack, Switch, Text, Textarea } from '@chakra-ui/react';
import { NEWS_CONFIG_LIMITS } from '../../../shared/schemas/breakingNews';
import { trpc } from '../../trpc';
import { runWithToast } from '../../components/admin/runWithToast';
import { NumberField } from './NumberField';
import { parseNewsConfig, valuesOf, type NewsConfigErrors, type NewsConfigValues } from './newsConfigValues';
import type { NewsConfig } from './types';

const { checkIntervalMinutes: interval, urgencyThreshold: threshold, maxArticlesPerDay: perDay } = NEWS_CONFIG_LIMITS;

const sameValues = (a: NewsConfigValues, b: NewsConfigValues) => (Object.keys(a) as (keyof NewsConfigValues)[]).every((k) => a[k] === b[k]);

/**
 * Each change is saved as it is made (the spec): the switch at once, a number or a list when the
 * field is left. The full object goes out, checked by the server's schema first; nothing is sent
 * while a field is out of range.
 */
export function NewsConfigForm({ config }: { config: NewsConfig }) {
  const stale = useInvalidate();
  const utils = trpc.useUtils();
  const save = trpc.breakingNews.updateConfig.useMutation({
    onSuccess: (saved) => {
      utils.breakingNews.config.setData(undefined, saved);
      return stale('newsConfig');
    },
  });
  const [values, setValues] = useState<NewsConfigValues>(() => valuesOf(config));
  const [errors, setErrors] = useState<NewsConfigErrors>({});
  const saved = useRef<NewsConfigValues>(valuesOf(config));
  const latest = useRef(values);
  latest.current = values;

  async function commit(next: NewsConfigValues) {
    if (sameValues(next, saved.current)) return;
    const { data, errors: found } = parseNewsConfig(next);
    setErrors(found);
    if (!data) return;
    await runWithToast(
      async () => {
        const stored = await save.mutateAsync(data);
        saved.current = valuesOf(stored);
        // the server's tidy form (trimmed, duplicates dropped) replaces what was typed, unless typing went on
        if (sameValues(latest.current, next)) setValues(saved.current);
      },
      { success: 'Configuration Updated', failure: 'Failed to update configuration.' },
    );
  }

  const set =
    <K extends keyof NewsConfigValues>(field: K) =>
    (value: NewsConfigValues[K]) => {
      setValues((v) => ({ ...v, [field]: value }));
      setErrors((e) => ({ ...e, [field]: undefined }));
    };
  const commitCurrent = () => void commit(latest.current);

  return (
    <form onSubmit={(e) => e.preventDefault()} noValidate aria-label="News monitoring configuration">
      <Stack gap="5">
        <Switch.Root
          checked={values.isEnabled}
          onCheckedChange={(e) => {
            const next = { ...latest.current, isEnabled: e.checked };
            setValues(next);
            void commit(next);
          }}
          disabled={save.isPending}
          colorPalette="green"
        >
          <Switch.HiddenInput name="isEnabled" />
          <Switch.Control>
            <Switch.Thumb />
          </Switch.Control>
          <Switch.Label fontWeight="medium">Enable automatic monitoring</Switch.Label>
        </Switch.Root>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
          <NumberField
            label="Check interval (minutes)"
            name="checkIntervalMinutes"
            min={interval.min}
            max={interval.max}
            value={values.checkIntervalMinutes}
            onChange={set('checkIntervalMinutes')}
            onBlur={commitCurrent}
            error={errors.checkIntervalMinutes}
            help={`${interval.min} to ${interval.max} minutes.`}
          />
          <NumberField
            label="Auto-publish threshold"
            name="urgencyThreshold"
            min={threshold.min}
            max={threshold.max}
            value={values.urgencyThreshold}
            onChange={set('urgencyThreshold')}
            onBlur={commitCurrent}
            error={errors.urgencyThreshold}
            help={`Urgency ${threshold.min} to ${threshold.max}; items at or above it publish without review.`}
          />
          <NumberField
            label="Max articles per day"
            name="maxArticlesPerDay"
            min={perDay.min}
            max={perDay.max}
            value={values.maxArticlesPerDay}
            onChange={set('maxArticlesPerDay')}
            onBlur={commitCurrent}
            error={errors.maxArticlesPerDay}
            help={`${perDay.min} to ${perDay.max}.`}
          />
        </SimpleGrid>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <Field.Root invalid={Boolean(errors.keywords)}>
            <Field.Label>Keywords</Field.Label>
            <Textarea
              name="keywords"
              rows={8}
              value={values.keywords}
              onChange={(e) => set('keywords')(e.currentTarget.value)}
              onBlur={commitCurrent}
            />
            {errors.keywords ? <Field.ErrorText>{errors.keywords}</Field.ErrorText> : <Field.HelperText>One per line.</Field.HelperText>}
          </Field.Root>
          <Field.Root invalid={Boolean(errors.sources)}>
            <Field.Label>Sources</Field.Label>
            <Textarea
              name="sources"
              rows={8}
              value={values.sources}
              onChange={(e) => set('sources')(e.currentTarget.value)}
              onBlur={commitCurrent}
            />
            {errors.sources ? (
              <Field.ErrorText>{errors.sources}</Field.ErrorText>
            ) : (
              <Field.HelperText>RSS, Atom or JSON feed URLs, one per line.</Field.HelperText>
            )}
          </Field.Root>
        </SimpleGrid>
        <Text fontSize="sm" color="fg.muted" aria-live="polite">
          {save.isPending ? 'Saving...' : 'Changes are saved as you make them.'}
        </Text>
      </Stack>
    </form>
  );
}
