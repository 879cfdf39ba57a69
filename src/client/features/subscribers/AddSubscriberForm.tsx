import { useState, type FormEvent } from 'react';
import { Button, Field, Input, SimpleGrid } from '@chakra-ui/react';
import { subscriberCreateInput } from '../../../shared/schemas/subscribers';
import { BranchSelect } from '../../components/admin/BranchSelect';
import { SectionCard } from '../../components/admin/SectionCard';

const empty = { email: '', name: '', veteranBranch: '' };

type AddSubscriberFormProps = {
  onAdd: (input: ReturnType<typeof subscriberCreateInput.parse>) => Promise<boolean>;
  adding: boolean;
};

/** Email (required), optional name and branch; checked with the server's own schema before sending. */
export function AddSubscriberForm({ onAdd, adding }: AddSubscriberFormProps) {
  const [values, setValues] = useState(empty);
  const [emailError, setEmailError] = useState<string>();

  const set = (field: keyof typeof empty) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (field === 'email') setEmailError(undefined);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = subscriberCreateInput.safeParse(values);
    if (!parsed.success) {
      setEmailError(parsed.error.issues[0]?.message);
      return;
    }
    if (await onAdd(parsed.data)) setValues(empty);
  }

  return (
    <SectionCard title="Add Subscriber">
      <form onSubmit={submit} noValidate aria-label="Add subscriber">
        <SimpleGrid columns={{ base: 1, md: 4 }} gap="4" alignItems="end">
          <Field.Root required invalid={Boolean(emailError)}>
            <Field.Label>
              Email <Field.RequiredIndicator />
            </Field.Label>
            <Input
              type="email"
              name="email"
              autoComplete="off"
              value={values.email}
              onChange={(e) => set('email')(e.currentTarget.value)}
            />
            <Field.ErrorText>{emailError}</Field.ErrorText>
          </Field.Root>
          <Field.Root>
            <Field.Label>Name</Field.Label>
            <Input name="name" autoComplete="off" value={values.name} onChange={(e) => set('name')(e.currentTarget.value)} />
          </Field.Root>
          <Field.Root>
            <Field.Label>Branch</Field.Label>
            <BranchSelect value={values.veteranBranch} onChange={set('veteranBranch')} />
          </Field.Root>
          <Button type="submit" colorPalette="navy" loading={adding} alignSelf={{ md: emailError ? 'center' : 'end' }}>
            Add Subscriber
          </Button>
        </SimpleGrid>
      </form>
    </SectionCard>
  );
}
