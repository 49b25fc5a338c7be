export { UserForm, type UserFormProps } from './user-form';
export {
  asksCurrentPassword,
  profileFormSchema,
  toFormValues,
  type UserFormData,
  type UserProfile,
} from './user-form-schema';
