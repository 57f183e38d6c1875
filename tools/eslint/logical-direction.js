// Fails on physical-direction Tailwind classes so right-to-left layouts stay right:
// use ms-/me-/ps-/pe-/start-/end-/text-start/text-end/rounded-s/border-e instead.
const PHYSICAL =
  /(?:^|[\s"'`:])(-?(?:ml|mr|pl|pr|left|right|scroll-ml|scroll-mr|scroll-pl|scroll-pr)-[\w[\]./-]+|text-left|text-right|float-left|float-right|clear-left|clear-right|rounded-(?:l|r|tl|tr|bl|br)(?:-[\w[\]]+)?|border-(?:l|r)(?:-[\w[\]]+)?)(?=$|[\s"'`])/;

function check(context, node, text) {
  const match = PHYSICAL.exec(text);
  if (match) {
    context.report({
      node,
      message: `Physical-direction class "${match[1]}": use a logical one (ms-, me-, ps-, pe-, start-, end-, text-start…).`,
    });
  }
}

export const logicalDirectionRule = {
  meta: { type: 'problem', docs: { description: 'disallow physical-direction Tailwind classes' }, schema: [] },
  create(context) {
    return {
      // className="…", className={cn('…')} and template literals
      'JSXAttribute[name.name="className"] Literal'(node) {
        if (typeof node.value === 'string') check(context, node, node.value);
      },
      'JSXAttribute[name.name="className"] TemplateElement'(node) {
        check(context, node, node.value.raw);
      },
    };
  },
};

export default { rules: { 'logical-direction': logicalDirectionRule } };
