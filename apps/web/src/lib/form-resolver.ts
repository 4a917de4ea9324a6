// react-hook-form's resolver for a form checked by one of the contract's schemas. The schemas are
// zod/mini, which carries no words of its own: a refusal the contract does not word itself ("Too
// big: expected string to have <=200 characters") is said in zod's English, as the forms always
// said it. Set here, so that only a page with such a form downloads those words.
import { zodResolver } from "@hookform/resolvers/zod";
import { en } from "zod/locales";
import { config } from "zod/mini";

config(en());

export { zodResolver };
