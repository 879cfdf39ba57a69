import { Breadcrumb } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';

export function HubBreadcrumb({ title }: { title: string }) {
  return (
    <Breadcrumb.Root aria-label="Breadcrumb" size="sm">
      <Breadcrumb.List flexWrap="wrap">
        <Breadcrumb.Item>
          <Breadcrumb.Link asChild color="navy.700">
            <RouterLink to="/">Home</RouterLink>
          </Breadcrumb.Link>
        </Breadcrumb.Item>
        <Breadcrumb.Separator />
        <Breadcrumb.Item>
          <Breadcrumb.Link asChild color="navy.700">
            <RouterLink to="/resource-center">Resources</RouterLink>
          </Breadcrumb.Link>
        </Breadcrumb.Item>
        <Breadcrumb.Separator />
        <Breadcrumb.Item>
          <Breadcrumb.CurrentLink color="fg">{title}</Breadcrumb.CurrentLink>
        </Breadcrumb.Item>
      </Breadcrumb.List>
    </Breadcrumb.Root>
  );
}
