import { useState, type FormEvent } from 'react';
import { Button, Field, SimpleGrid, Stack, Switch, Textarea } from '@chakra-ui/react';
import { NEWS_CONFIG_LIMITS } from '../../../shared/schemas/breakingNews';
import { trpc } from '../../trpc';
import { runWithToast } from '../../components/admin/runWithToast';
import { NumberField } from './NumberField';
import { parseNewsConfig, valuesOf, type NewsConfigErrors, type NewsConfigValues } from './newsConfigValues';
import type { NewsConfig } from './types';

const { checkIntervalMinutes: interval, urgencyThreshold: threshold, maxArticlesPerDay: perDay } = NEWS_CONFIG_LIMITS;

/** Sends the full configuration object; numbers and lists are checked by the server's schema first. */
export function NewsConfigForm({ config }: { config: NewsConfig }) {
  const utils = trpc.useUtils();
  const save = trpc.breakingNews.updateConfig.useMutation({
    onSuccess: () => Promise.all([utils.breakingNews.config.invalidate(), utils.breakingNews.stats.invalidate()]),
  });
  const [values, setValues] = useState<NewsConfigValues>(() => valuesOf(config));
  const [errors, setErrors] = useState<NewsConfigErrors>({});

  const set = <K extends keyof NewsConfigValues>(field: K) => (value: NewsConfigValues[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const { data, errors: found } = parseNewsConfig(values);
    setErrors(found);
    if (!data) return;
    await runWithToast(() => save.mutateAsync(data), { success: 'Configuration Updated', failure: 'Failed to update configuration.' });
  }

  return (
    <form onSubmit={submit} noValidate aria-label="News monitoring configuration">
      <Stack gap="5">
        <Switch.Root checked={values.isEnabled} onCheckedChange={(e) => set('isEnabled')(e.checked)} colorPalette="green">
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
            error={errors.maxArticlesPerDay}
            help={`${perDay.min} to ${perDay.max}.`}
          />
        </SimpleGrid>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <Field.Root invalid={Boolean(errors.keywords)}>
            <Field.Label>Keywords</Field.Label>
            <Textarea name="keywords" rows={8} value={values.keywords} onChange={(e) => set('keywords')(e.currentTarget.value)} />
            {errors.keywords ? <Field.ErrorText>{errors.keywords}</Field.ErrorText> : <Field.HelperText>One per line.</Field.HelperText>}
          </Field.Root>
          <Field.Root invalid={Boolean(errors.sources)}>
            <Field.Label>Sources</Field.Label>
            <Textarea name="sources" rows={8} value={values.sources} onChange={(e) => set('sources')(e.currentTarget.value)} />
            {errors.sources ? <Field.ErrorText>{errors.sources}</Field.ErrorText> : <Field.HelperText>RSS or Atom feed URLs, one per line.</Field.HelperText>}
          </Field.Root>
        </SimpleGrid>
        <Button type="submit" colorPalette="navy" loading={save.isPending} alignSelf={{ base: 'stretch', md: 'flex-start' }}>
          Save Configuration
        </Button>
      </Stack>
    </form>
  );
}
