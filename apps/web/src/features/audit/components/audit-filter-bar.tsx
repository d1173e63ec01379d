import { useEffect, useState } from 'react';
import { Search, X } from 'lucide-react';
import { type AuditFilters, audit } from '@ledgerdesk/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select.tsx';
import { ALL, hasFilters } from '../lib/audit-filters.ts';

interface AuditFilterBarProps {
  filters: AuditFilters;
  users: Array<{ id: string; name: string }>;
  onChange: (filters: AuditFilters) => void;
}

const SEARCH_DELAY_MS = 300;
const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** Text search (debounced), action, target type, user and one day (yyyy-MM-dd, UTC as the server counts it). */
export function AuditFilterBar({ filters, users, onChange }: AuditFilterBarProps) {
  const [text, setText] = useState(filters.q ?? '');
  const typed = text.trim();
  // Typed as the brief writes it (yyyy-MM-dd); applied once it is a whole date, or cleared.
  const [day, setDay] = useState(filters.date ?? '');
  const dayValid = day === '' || DAY.test(day);

  function typeDay(value: string) {
    setDay(value);
    if (value === '' || DAY.test(value)) onChange({ ...filters, date: value || undefined });
  }

  useEffect(() => {
    if (typed === (filters.q ?? '')) return;
    const timer = window.setTimeout(() => onChange({ ...filters, q: typed || undefined }), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [typed, filters, onChange]);

  const pick = (key: 'action' | 'target_type' | 'user_id') => (value: string) => onChange({ ...filters, [key]: value === ALL ? undefined : value });

  return (
    <div
      className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-[minmax(12rem,1fr)_repeat(4,minmax(9rem,auto))_auto]"
      data-testid="audit-filters"
    >
      <div className="relative">
        <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
        <Input
          className="pl-9"
          aria-label="Search logs"
          placeholder="Search logs..."
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      <Select value={filters.action ?? ALL} onValueChange={pick('action')}>
        <SelectTrigger aria-label="Action">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ALL}>All Actions</SelectItem>
          {audit.auditActions.map((action) => (
            <SelectItem key={action} value={action}>
              {action}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <Select value={filters.target_type ?? ALL} onValueChange={pick('target_type')}>
        <SelectTrigger aria-label="Target type">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ALL}>All Types</SelectItem>
          {audit.auditTargetTypes.map((type) => (
            <SelectItem key={type} value={type}>
              {type}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <Select value={filters.user_id ?? ALL} onValueChange={pick('user_id')}>
        <SelectTrigger aria-label="User">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ALL}>All Users</SelectItem>
          {users.map((user) => (
            <SelectItem key={user.id} value={user.id}>
              {user.name}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <Input
        inputMode="numeric"
        aria-label="Date (yyyy-MM-dd)"
        placeholder="yyyy-MM-dd"
        maxLength={10}
        aria-invalid={!dayValid}
        value={day}
        onChange={(event) => typeDay(event.target.value.trim())}
      />
      {hasFilters(filters) && (
        <Button
          variant="ghost"
          onClick={() => {
            setText('');
            setDay('');
            onChange({});
          }}
        >
          <X aria-hidden />
          Clear
        </Button>
      )}
    </div>
  );
}
