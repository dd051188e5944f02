// biome-ignore-all lint: plain ES5 on purpose; Internet Explorer cannot parse arrow functions or let/const.
// spec §1: the member section cannot run in Internet Explorer. A classic ES5 script, loaded before the
// app's module script (no inline scripts: the CSP forbids them). main.tsx does not mount React when
// the html element carries data-unsupported-browser.
(function () {
  var userAgent = window.navigator.userAgent;
  if (userAgent.indexOf("MSIE ") === -1 && userAgent.indexOf("Trident/") === -1) return;
  document.documentElement.setAttribute("data-unsupported-browser", "");
  var root = document.getElementById("root");
  if (!root) return;
  var message = document.createElement("p");
  message.setAttribute("role", "alert");
  message.style.fontFamily = "Arial, sans-serif";
  message.style.fontSize = "18px";
  message.style.padding = "24px";
  var text =
    "The member section cannot be rendered in Internet Explorer. Please use Chrome, Edge, Firefox or Safari.";
  message.appendChild(document.createTextNode(text));
  root.appendChild(message);
})();
