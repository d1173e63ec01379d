import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { roles } from '@ledgerdesk/contracts';
import { UserPlus, WandSparkles } from 'lucide-react';
import { toast } from 'sonner';
import { z } from 'zod';
import { SelectField } from '../../../components/select-field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { PasswordInput } from '../../../components/ui/password-input.tsx';
import { toastError } from '../../../lib/toast.ts';
import { useRegisterUser } from '../api/register-user.ts';
import { generatePassword } from '../lib/generate-password.ts';

// Only presence is checked here; the server's own messages cover email format and password length.
const addUserSchema = z.object({
  name: z.string().trim().min(1),
  email: z.string().trim().min(1),
  password: z.string().min(1),
  role: z.enum(roles),
});
type AddUserValues = z.infer<typeof addUserSchema>;

const EMPTY: AddUserValues = { name: '', email: '', password: '', role: 'worker' };
const ROLE_OPTIONS = [
  { value: 'worker', label: 'Worker' },
  { value: 'admin', label: 'Admin' },
] as const;

export function AddUserForm() {
  const registerUser = useRegisterUser();
  const [passwordVisible, setPasswordVisible] = useState(false);
  const { register, control, handleSubmit, reset, setValue } = useForm<AddUserValues>({
    resolver: zodResolver(addUserSchema),
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit(
    async (values) => {
      try {
        await registerUser.mutateAsync(values);
        toast.success('User registered successfully');
        reset(EMPTY);
        setPasswordVisible(false);
      } catch (error) {
        toastError(error);
      }
    },
    () => toast.error('Please fill in all fields'),
  );

  function fillGeneratedPassword() {
    setValue('password', generatePassword(), { shouldDirty: true });
    // The admin has to pass the password on, so show it.
    setPasswordVisible(true);
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Add New User</CardTitle>
        <CardDescription>Create an account for a bookkeeper or another admin.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="grid gap-5">
          <div className="grid gap-5 md:grid-cols-2">
            <div className="grid gap-2">
              <Label htmlFor="new-user-name">Name</Label>
              <Input id="new-user-name" autoComplete="off" placeholder="Jane Smith" {...register('name')} />
            </div>
            <div className="grid gap-2">
              <Label htmlFor="new-user-email">Email</Label>
              <Input id="new-user-email" type="email" autoComplete="off" placeholder="jane@yourfirm.com" {...register('email')} />
            </div>
            <div className="grid gap-2">
              <div className="flex h-3.5 items-center justify-between gap-2">
                <Label htmlFor="new-user-password">Password</Label>
                <Button variant="link" size="sm" className="text-xs" onClick={fillGeneratedPassword}>
                  <WandSparkles aria-hidden className="size-3.5!" />
                  Generate Password
                </Button>
              </div>
              <PasswordInput
                id="new-user-password"
                autoComplete="new-password"
                placeholder="At least 8 characters"
                visible={passwordVisible}
                onVisibleChange={setPasswordVisible}
                {...register('password')}
              />
            </div>
            <SelectField control={control} name="role" id="new-user-role" label="Role" options={ROLE_OPTIONS} />
          </div>
          <div className="flex justify-end">
            <Button type="submit" disabled={registerUser.isPending} className="w-full sm:w-auto">
              <UserPlus aria-hidden />
              {registerUser.isPending ? 'Adding...' : 'Add User'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
