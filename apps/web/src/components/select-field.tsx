import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { Label } from './ui/label.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './ui/select.tsx';

interface SelectFieldProps<Values extends FieldValues, Context, Submitted extends FieldValues> {
  control: Control<Values, Context, Submitted>;
  name: FieldPath<Values>;
  id: string;
  label: string;
  options: readonly { value: string; label: string }[];
}

/** A labelled choice among a few fixed options, bound to a form field. */
export function SelectField<Values extends FieldValues, Context, Submitted extends FieldValues>({
  control,
  name,
  id,
  label,
  options,
}: SelectFieldProps<Values, Context, Submitted>) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <Select value={field.value} onValueChange={field.onChange}>
            <SelectTrigger id={id} onBlur={field.onBlur}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {options.map((option) => (
                <SelectItem key={option.value} value={option.value}>
                  {option.label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      />
    </div>
  );
}
