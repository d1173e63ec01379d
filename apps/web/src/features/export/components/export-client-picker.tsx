import { useId } from 'react';
import type { Client } from '@ledgerdesk/contracts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { InlineError } from '../../../components/ui/inline-message.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { quickBooksLabel } from '../../transactions/index.ts';

interface ExportClientPickerProps {
  clients: readonly Client[] | undefined;
  loading: boolean;
  error: string | null;
  clientId: string | null;
  onChange: (clientId: string) => void;
}

/** Step one of the Export screen: whose approved transactions leave Ledgerdesk. */
export function ExportClientPicker({ clients, loading, error, clientId, onChange }: ExportClientPickerProps) {
  const id = useId();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Client</CardTitle>
        <CardDescription>Choose whose approved transactions to export.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-2">
        <Label htmlFor={id}>Client</Label>
        {loading ? (
          <Skeleton className="h-9" />
        ) : error !== null ? (
          <InlineError>{error}</InlineError>
        ) : (
          <Select value={clientId ?? ''} onValueChange={onChange} disabled={!clients || clients.length === 0}>
            <SelectTrigger id={id} aria-label="Client">
              <SelectValue placeholder={clients && clients.length > 0 ? 'Choose a client' : 'No clients yet'} />
            </SelectTrigger>
            <SelectContent>
              {clients?.map((client) => (
                <SelectItem key={client._id} value={client._id}>
                  {client.name}
                  <span className="ml-2 text-xs text-muted-foreground">{quickBooksLabel(client.account_type)}</span>
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      </CardContent>
    </Card>
  );
}
